// A preview nobody may see answers exactly like a missing post ("Post Not Found", HTTP 404).
export { default } from '../../blog/[slug]/not-found';
