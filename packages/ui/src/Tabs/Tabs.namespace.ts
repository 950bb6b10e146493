export { Root, List, Trigger, Content } from './Tabs';
