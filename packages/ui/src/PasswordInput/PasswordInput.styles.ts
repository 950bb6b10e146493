/**
 * PasswordInput reuses TextInput's box (`../TextInput/TextInput.styles`); its only extra part,
 * the visibility toggle, is TextInput's `IconButton`. Style hooks: `[data-component='PasswordInput']`
 * and `[data-part='VisibilityToggle']`.
 */
export { IconButton as VisibilityToggle } from '../TextInput/TextInput.styles';
