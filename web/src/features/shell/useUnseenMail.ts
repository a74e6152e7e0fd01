import { useEffect, useState } from 'react';
import { useGetUnseenMailMutation } from '../../api/mail';
import { MAIL_ERROR_EVENT, MAIL_OK_EVENT, MAIL_PAUSE_EVENT } from './lib/events';
import { UnseenMailPoller } from './lib/pollers';

/**
 * The unseen-mail count for the Mail badge, polled every 120 s while mail is set up (spec part 1
 * §9); failures leave the last count and are only logged.
 */
export function useUnseenMail(username: string, enabled: boolean): number {
  // Polls once mail is configured; its success or failure tells the setup notice (mail-ok / mail-error).
  const [fetchUnseen] = useGetUnseenMailMutation();
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const poller = new UnseenMailPoller(
      async () => {
        try {
          const res = await fetchUnseen({ unseenMailDto: { username } }).unwrap();
          setCount(res.unseen_count);
          window.dispatchEvent(new CustomEvent(MAIL_OK_EVENT));
        } catch (err) {
          console.warn('Unseen-mail poll failed', err);
          window.dispatchEvent(new CustomEvent(MAIL_ERROR_EVENT));
        }
      },
      () => false,
    );
    poller.start();
    // A click on the mail notice pauses polling (spec part 1 §4).
    const onPause = (e: Event) => poller.pause((e as CustomEvent<number>).detail);
    window.addEventListener(MAIL_PAUSE_EVENT, onPause);
    return () => {
      window.removeEventListener(MAIL_PAUSE_EVENT, onPause);
      poller.stop();
    };
  }, [enabled, fetchUnseen, username]);
  return count;
}
