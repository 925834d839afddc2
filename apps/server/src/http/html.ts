/** Text made safe for HTML content and quoted attribute values: & < > " ' become character references. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
