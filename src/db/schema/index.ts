export * from './products';
export * from './rental-machines';
export * from './machines';
export * from './blog-posts';
export * from './seo-settings';
export * from './contact-inquiries';
export * from './rate-limits';
export * from './auth';
