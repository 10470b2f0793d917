import { PostNotFound } from '@/features/blog/components/post-not-found';

/** An unknown or removed post (client navigations; the server answer is /missing/post). */
export default function BlogPostNotFound() {
  return <PostNotFound />;
}
