/** `tel:` href for a displayed phone number ("050-555-0123" → "tel:0505550123"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * `encodeURIComponent`, but letters (and marks, digits, punctuation) beyond ASCII stay as they are:
 * a browser sends them percent-encoded in UTF-8 all the same, so the link leads to the same URL,
 * while a Hebrew letter takes 2 bytes in the page instead of 6 (a link is in the HTML and again in
 * the RSC payload). Spaces, controls and invisible marks stay encoded.
 */
export function encodeQueryText(text: string): string {
  return encodeURIComponent(text).replace(/(?:%[89A-F][0-9A-F])+/g, (run) => {
    const decoded = decodeURIComponent(run);
    return /^[\p{L}\p{M}\p{N}\p{P}\p{S}]+$/u.test(decoded) ? decoded : run;
  });
}

/** A chat-app link to the company number with a prefilled message. */
export const chatHref = (chatNumber: string, message: string) =>
  `https://wa.me/${chatNumber}?text=${encodeQueryText(message)}`;
