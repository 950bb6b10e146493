export { Header } from './Header';
export type { HeaderProps, HeaderModule, HeaderBrand } from './Header';
