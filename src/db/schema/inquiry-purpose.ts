/**
 * What a visitor wants from us, as they chose it in the lead form (optional). `notify` is the
 * Coming Soon product's "tell me when it's ready" form. A plain module (no drizzle import) so
 * client components can use the list.
 */
export const INQUIRY_PURPOSES = ['buy', 'rent', 'franchise', 'host', 'other', 'notify'] as const;
export type InquiryPurpose = (typeof INQUIRY_PURPOSES)[number];
/** The choices the visitor's form offers (notify is set by the Coming Soon form itself). */
export const VISITOR_PURPOSES = ['buy', 'rent', 'franchise', 'host', 'other'] as const;
