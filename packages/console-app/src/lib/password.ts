/** Passwords go to the server base64-encoded (spec section 7: "password (encoded)"). */
export const encodePassword = (password: string) => btoa(String.fromCharCode(...new TextEncoder().encode(password)));
