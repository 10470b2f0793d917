import type { IconComponent } from '@/components/icons';
import type { Benefit } from './components/benefit-grid';
import type { Step } from './components/step-line';

/**
 * A page's translator narrowed to the two messages of each item of a group:
 * `${group}.${key}.title` and `${group}.${key}.text` (the pages pass their typed `t`).
 */
export type ItemTranslator<G extends string, K extends string> = (
  key: `${G}.${K}.title` | `${G}.${K}.text`,
) => string;

/** Benefits from a page's `[key, icon]` list, titled from its `benefits.<key>.title/text` messages. */
export function benefitsOf<K extends string>(
  list: readonly (readonly [K, IconComponent])[],
  t: ItemTranslator<'benefits', NoInfer<K>>,
): Benefit[] {
  return list.map(([key, icon]) => ({
    key,
    icon,
    title: t(`benefits.${key}.title`),
    text: t(`benefits.${key}.text`),
  }));
}

/** Process steps from a page's keys, titled from its `steps.<key>.title/text` messages. */
export function stepsOf<K extends string>(
  keys: readonly K[],
  t: ItemTranslator<'steps', NoInfer<K>>,
): Step[] {
  return keys.map((key) => ({
    key,
    title: t(`steps.${key}.title`),
    text: t(`steps.${key}.text`),
  }));
}
