import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { Transaction as Tx } from '@/db';
import { uniqueViolation } from '@/db/errors';
import { slugInUse } from '@/db/slug-in-use';
import { blogPosts, type BlogPost } from '@/db/schema';
import { ActionRefusal, type AdminWrite } from '@/lib/admin/action';
import { auditSummary, changedFields, type AuditNote } from '@/lib/admin/audit';
import { staleEdit } from '@/lib/admin/version';
import { versionOf } from '@/lib/admin/version-fields';
import { localizedPath } from '@/i18n/routing';
import { removeUnusedUploads } from '@/lib/media/uploads';
import { claimPaths, recordMoves, REDIRECTS_TAG } from '@/lib/redirects';
import { uniqueSlug } from '@/lib/slug';
import { SEO_TAG } from '@/features/seo/queries';
import { recordRevision } from '@/lib/admin/revisions';
import { postPath } from './localize';
import { rescheduleBlogPublishing } from './publish-scheduler';
import { isLive } from './publishing';
import { BLOG_TAG, blogPostTag } from './queries';
import type { BlogPostInput } from './schemas';

/*
 * A post's save (the dashboard form's savePost, and the history's "restore this version",
 * src/features/revisions): slug, twin, publishing state, moves of its old addresses, its
 * revision, then the picture it dropped. Not in admin-actions.ts: every export there is an action.
 */

type Place = Pick<BlogPost, 'id' | 'blogUrl' | 'language'>;

/** Whether another post of the language already has `slug` (blog_url is unique per language). */
const slugTaken = (tx: Tx, place: Omit<Place, 'id'>, ownId: string | undefined) =>
  slugInUse(
    tx,
    // The language narrows the table: the same slug may exist once in each language.
    {
      table: blogPosts,
      id: blogPosts.id,
      slugs: [blogPosts.blogUrl],
      where: eq(blogPosts.language, place.language),
    },
    place.blogUrl,
    ownId,
  );

/** The addresses of a post's page: by its slug and by its id (spec call 7), in its language. */
const livePaths = (post: Place) =>
  [post.blogUrl, post.id].map((slug) => localizedPath(post.language, postPath(slug)));

/** Old addresses of a post whose slug or language changed → its new page. */
function movesOf(before: Place, after: Place) {
  const to = localizedPath(after.language, postPath(after.blogUrl));
  const stillLive = new Set(livePaths(after));
  return livePaths(before)
    .filter((from) => !stillLive.has(from))
    .map((from) => ({ from, to }));
}

/** The state the form chose, as stored: status, publish time, and whether it may stay featured. */
function publishing(input: BlogPostInput, before: BlogPost | undefined, now: Date) {
  if (input.state === 'draft')
    return { status: 'draft' as const, publishAt: before?.publishAt ?? now, live: false };
  if (input.state === 'scheduled')
    return { status: 'published' as const, publishAt: input.publishAt!, live: false };
  // Publishing: a post already public keeps its first publish time.
  const publishAt = before && isLive(before, now) ? before.publishAt : now;
  return { status: 'published' as const, publishAt, live: true };
}

/** `version`: the saved row's, for the form's next save (src/lib/admin/version.ts). */
export type SavedPost = { id: string; blogUrl: string; moved: boolean; version: string };

/** The post chosen as twin, locked for the save (null when there is no such post). */
async function lockTwin(tx: Tx, id: string) {
  const [twin] = await tx
    .select({ id: blogPosts.id, language: blogPosts.language })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .for('update');
  return twin ?? null;
}

/**
 * Keeps twins symmetric after a post was saved with `twin` (or none): whatever pointed at the
 * post or at its new twin before lets go, and the twin points back at the post.
 */
async function pairTwins(tx: Tx, postId: string, twin: { id: string } | null) {
  const former = twin
    ? and(eq(blogPosts.twinId, postId), ne(blogPosts.id, twin.id))
    : eq(blogPosts.twinId, postId);
  await tx.update(blogPosts).set({ twinId: null }).where(former);
  if (!twin) return;
  await tx
    .update(blogPosts)
    .set({ twinId: null })
    .where(and(eq(blogPosts.twinId, twin.id), ne(blogPosts.id, postId)));
  await tx.update(blogPosts).set({ twinId: postId }).where(eq(blogPosts.id, twin.id));
}

async function writePost(
  input: BlogPostInput,
  write: AdminWrite,
): Promise<SavedPost | ActionRefusal> {
  let dropped: string[] = [];
  const result = await write(
    async (tx, actor): Promise<{ saved: SavedPost; note: AuditNote } | ActionRefusal> => {
      const [before] = input.id
        ? await tx.select().from(blogPosts).where(eq(blogPosts.id, input.id)).for('update')
        : [];
      if (input.id && !before) return new ActionRefusal('notFound');

      let blogUrl = input.blogUrl;
      const place = { language: input.language, blogUrl };
      if (input.generatedSlug) {
        blogUrl = await uniqueSlug(input.blogUrl, (candidate) =>
          slugTaken(tx, { ...place, blogUrl: candidate }, input.id),
        );
      } else if (await slugTaken(tx, place, input.id)) {
        return new ActionRefusal('slugTaken', 'blog_url');
      }

      // The other-language twin: checked before anything is written (a refusal commits nothing).
      const twin = input.twinId ? await lockTwin(tx, input.twinId) : null;
      if (input.twinId) {
        if (!twin || twin.id === before?.id) return new ActionRefusal('invalid', 'twin_id');
        if (twin.language === input.language) {
          return new ActionRefusal('twinSameLanguage', 'twin_id');
        }
      }

      const now = new Date();
      const { live, ...state } = publishing(input, before, now);
      const values = {
        blogUrl,
        language: input.language,
        title: input.title,
        titleEn: input.titleEn,
        subtitle: input.subtitle,
        subtitleEn: input.subtitleEn,
        excerpt: input.excerpt,
        excerptEn: input.excerptEn,
        content: input.content,
        contentEn: input.contentEn,
        category: input.category,
        categoryEn: input.categoryEn,
        author: input.author,
        authorEn: input.authorEn,
        imageUrl: input.imageUrl,
        imageAlt: input.imageAlt,
        publishedDate: input.publishedDate,
        bulletPoints: input.bulletPoints,
        bulletPointsEn: input.bulletPointsEn,
        internalLinks: input.internalLinks,
        externalLinks: input.externalLinks,
        keywords: input.keywords,
        internalLikes: input.internalLikes,
        externalLikes: input.externalLikes,
        twinId: twin?.id ?? null,
        ...state,
        // Only a public post can be the Blog of the Week (a draft or a scheduled one leaves it),
        // and only of its language: one moved to the other language leaves it (that language
        // may have its own, and the unique index allows one per language).
        ...(live && before?.language === input.language ? {} : { isBlogOfWeek: false }),
      };
      const stale = before && staleEdit(before, input, values);
      if (stale) return stale;

      const [row] = before
        ? await tx
            .update(blogPosts)
            .set(values)
            .where(eq(blogPosts.id, before.id))
            .returning({ id: blogPosts.id, updatedAt: blogPosts.updatedAt })
        : await tx
            .insert(blogPosts)
            .values(values)
            .returning({ id: blogPosts.id, updatedAt: blogPosts.updatedAt });
      const after = { id: row!.id, blogUrl, language: input.language };
      await pairTwins(tx, after.id, twin);
      await recordRevision(tx, 'post', after.id, values, actor.email);

      // Visitors (and search engines) knew only a public post's old address.
      const moves = before && isLive(before, now) ? movesOf(before, after) : [];
      await recordMoves(tx, moves, actor.email);
      // Addresses that are this post's (again, or now) no longer redirect elsewhere — once it is
      // public: a draft or a scheduled post leaves an old address leading where it did meanwhile
      // (a scheduled post's own page wins over the redirect when its time comes).
      const claimed = live ? await claimPaths(tx, livePaths(after)) : 0;

      if (before?.imageUrl && before.imageUrl !== input.imageUrl) dropped = [before.imageUrl];
      const summary = before
        ? auditSummary.updated(values.title, changedFields(before, values))
        : auditSummary.created(values.title);
      return {
        saved: {
          id: after.id,
          blogUrl,
          moved: moves.length > 0 || claimed > 0,
          version: versionOf(row!),
        },
        note: { entity: 'blog_post', entityId: after.id, summary },
      };
    },
    (written) => written.note,
  );
  if (result instanceof ActionRefusal) return result;
  await removeUnusedUploads(dropped);
  return result.saved;
}

/** The cache tags a post's save touches. */
export const savedPostTags = ({ id, moved }: SavedPost) => [
  BLOG_TAG,
  blogPostTag(id),
  ...(moved ? [REDIRECTS_TAG, SEO_TAG] : []),
];

/**
 * Creates (no id) or updates a post with `write` (the acting adminAction's): what savePost runs.
 * A slug another post won meanwhile is refused on the field; a scheduled post is picked up by the
 * publish scheduler.
 */
export async function savePostWith(
  input: BlogPostInput,
  write: AdminWrite,
): Promise<SavedPost | ActionRefusal> {
  let saved: SavedPost | ActionRefusal;
  try {
    saved = await writePost(input, write);
  } catch (error) {
    // Two admins racing for one slug: the unique constraint is the last word.
    if (uniqueViolation(error)?.includes('blog_url')) {
      return new ActionRefusal('slugTaken', 'blog_url');
    }
    throw error;
  }
  if (!(saved instanceof ActionRefusal)) rescheduleBlogPublishing();
  return saved;
}
