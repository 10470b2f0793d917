import { buttonClass } from './button';
import { CallLink } from './call-link';
import { ChatLink } from './chat-link';

/**
 * The two ways to reach sales, side by side: the chat app (the primary action, with a message
 * about what the visitor looks at) and a call. `dark` on the ink bands. The caller lays them out.
 */
export function ChatAndCall({
  chatMessage,
  chatLabel,
  callLabel,
  tone = 'light',
  showNumber = true,
}: {
  chatMessage: string;
  chatLabel: string;
  callLabel: string;
  tone?: 'light' | 'dark';
  /** Whether the call button shows the number after its label. */
  showNumber?: boolean;
}) {
  return (
    <>
      <ChatLink message={chatMessage} className={buttonClass('primary')}>
        {chatLabel}
      </ChatLink>
      <CallLink
        label={callLabel}
        className={buttonClass(tone === 'dark' ? 'onDark' : 'secondary')}
        showNumber={showNumber}
      />
    </>
  );
}
