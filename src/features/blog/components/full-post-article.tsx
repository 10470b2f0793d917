import type { LocalizedPost } from '../localize';
import { PostArticle } from './post-article';
import { PostBody, PostExcerpt } from './post-body';
import { PostCta } from './post-cta';
import { PostKeyPoints } from './post-key-points';
import { PostLinks } from './post-links';

/**
 * A post as its page shows it (spec "Blog post"): the frame with picture and header, then the
 * excerpt, the sanitized body, key points, useful links and the contact box. The public page and
 * the admins' preview render this one component, so the preview is what visitors get.
 */
export function FullPostArticle({ post }: { post: LocalizedPost }) {
  return (
    <PostArticle post={post}>
      <PostExcerpt excerpt={post.excerpt} />
      <PostBody content={post.content} />
      <PostKeyPoints points={post.bulletPoints} />
      <PostLinks links={post.externalLinks} />
      <PostCta />
    </PostArticle>
  );
}
