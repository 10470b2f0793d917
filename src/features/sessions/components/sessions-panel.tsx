'use client';

import { clsx } from 'clsx';
import {
  createContext,
  use,
  useEffect,
  useRef,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { revokeOtherSessions, type SessionActionResult } from '../actions';

/** The panel's texts, translated on the server (the back office's client messages lack them). */
export type SessionsPanelTexts = {
  title: string;
  intro: string;
  signOutOthers: string;
  noOthers: string;
  working: string;
  signedOutOthers: string;
  failed: string;
};

type SessionActions = {
  /** Runs a sign-out; `key` names the button that asked, `done` is said when it worked. */
  run(key: string, action: () => Promise<SessionActionResult>, done: string): void;
  /** The key of the sign-out under way, if any. */
  busy: string | null;
  /** No sign-out can start: one is under way, or the page is not interactive yet. */
  disabled: boolean;
  working: string;
};

const SessionActionsContext = createContext<SessionActions | null>(null);

/** For the buttons inside a SessionsPanel. */
export function useSessionActions(): SessionActions {
  const actions = use(SessionActionsContext);
  if (!actions) throw new Error('useSessionActions is used outside a SessionsPanel');
  return actions;
}

const OTHERS = 'others';

/**
 * The interactive frame of the sessions list: the heading, the list (`children`, rendered on the
 * server), "sign out everywhere else" and a live region that says what the last action did. An
 * action re-renders the list on the server (the actions call refresh()); the pressed button is
 * then gone, so focus moves to the heading rather than being lost.
 */
export function SessionsPanel({
  texts,
  othersCount,
  children,
}: {
  texts: SessionsPanelTexts;
  othersCount: number;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [pending, startTransition] = useTransition();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const acted = useRef(false);

  function run(key: string, action: () => Promise<SessionActionResult>, done: string) {
    acted.current = true;
    // Emptied first, so the same text said twice is announced twice.
    setNotice(null);
    setBusy(key);
    startTransition(async () => {
      const result = await action().catch((): SessionActionResult => ({
        ok: false,
        message: texts.failed,
      }));
      setNotice({ text: result.ok ? done : result.message, ok: result.ok });
      setBusy(null);
    });
  }

  // After an action, a focus left on nothing (the pressed button was removed or disabled) goes
  // to the heading: keyboard and screen-reader users go on from the list, not the page's top.
  useEffect(() => {
    if (!acted.current) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body) heading.current?.focus();
  }, [children, notice, pending]);

  const disabled = !hydrated || pending;
  return (
    <SessionActionsContext value={{ run, busy, disabled, working: texts.working }}>
      <section aria-labelledby="sessions-title" className="mt-10 border-t border-line pt-8">
        <h2 id="sessions-title" ref={heading} tabIndex={-1} className="text-2xl">
          {texts.title}
        </h2>
        <p className="mt-2 text-ink-soft">{texts.intro}</p>
        {children}
        <div className="mt-5">
          <Button
            variant="secondary"
            className="w-full"
            disabled={disabled || othersCount === 0}
            aria-describedby={othersCount === 0 ? 'sessions-no-others' : undefined}
            onClick={() => run(OTHERS, () => revokeOtherSessions(), texts.signedOutOthers)}
          >
            {busy === OTHERS ? texts.working : texts.signOutOthers}
          </Button>
          {othersCount === 0 && (
            <p id="sessions-no-others" className="mt-2 text-sm text-ink-soft">
              {texts.noOthers}
            </p>
          )}
        </div>
        {/* Always in the page (a live region added or shown with its text is not announced). */}
        <div role="status">
          {notice && (
            <p
              className={clsx(
                'mt-4 rounded-card p-4',
                notice.ok ? 'bg-open-bg text-open' : 'bg-closed-bg text-ink',
              )}
            >
              {notice.text}
            </p>
          )}
        </div>
      </section>
    </SessionActionsContext>
  );
}
