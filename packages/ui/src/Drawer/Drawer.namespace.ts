export { Root, Trigger, Content, Close } from './Drawer';
