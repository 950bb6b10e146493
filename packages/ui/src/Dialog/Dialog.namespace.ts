export { Root, Trigger, Content, Close } from './Dialog';
