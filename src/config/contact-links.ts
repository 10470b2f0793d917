/** `tel:` href for a displayed phone number ("050-555-0123" → "tel:0505550123"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A chat-app link to the company number with a prefilled message. */
export const chatHref = (chatNumber: string, message: string) =>
  `https://wa.me/${chatNumber}?text=${encodeURIComponent(message)}`;
