export { Root, Trigger, Content, Close } from './Popover';
