export { Root, Trigger, Content, Item, CheckboxItem, Label, Separator } from './DropdownMenu';
