/**
 * How a post body looks (the rendered HTML carries no classes: each element is styled from
 * here), shared by the public post page (PostBody) and the back office's live preview, so the
 * preview shows the body as visitors get it.
 */
export const POST_BODY_CLASS =
  'text-lg leading-8 text-ink [&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:decoration-2 [&_a]:underline-offset-4 [&_a:hover]:text-brand-dark [&_b]:font-bold [&_em]:italic [&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:md:text-3xl [&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:md:text-2xl [&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h5]:mt-6 [&_h5]:font-bold [&_h6]:mt-6 [&_h6]:font-bold [&_i]:italic [&_li]:my-2 [&_li]:ps-1 [&_ol]:my-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-6 [&_strong]:font-bold [&_u]:underline [&_u]:decoration-brand-warm [&_u]:decoration-2 [&_u]:underline-offset-4 [&_ul]:my-6 [&_ul]:list-disc [&_ul]:ps-6 [&>:first-child]:mt-0';
