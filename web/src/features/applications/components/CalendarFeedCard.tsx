import { format, isValid, parseISO } from 'date-fns';
import { useState } from 'react';
import { useGetCalendarFeedQuery, useRemoveCalendarFeedMutation, useResetCalendarFeedMutation } from '../../../api/applications';
import { errorMessage } from '../../../api/errors';
import { Button, Card, ErrorState, Field, LoadingState, TextInput } from '../../../components';
import styles from './CalendarFeedCard.module.css';

const sinceText = (iso: string | null): string => {
  const d = iso ? parseISO(iso) : null;
  return d && isValid(d) ? format(d, 'MMM d, yyyy') : 'earlier';
};

/**
 * The member's private calendar feed of interviews and follow-ups. Its address is secret and shown
 * only in the answer that makes it; making a new one turns the old one off.
 */
export function CalendarFeedCard() {
  const feed = useGetCalendarFeedQuery();
  const [reset, resetState] = useResetCalendarFeedMutation();
  const [remove, removeState] = useRemoveCalendarFeedMutation();
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = resetState.isLoading || removeState.isLoading;

  const makeLink = async () => {
    setFailure(null);
    try {
      const made = await reset().unwrap();
      setUrl(made.url);
    } catch (err) {
      setFailure(errorMessage(err as Parameters<typeof errorMessage>[0]));
    }
  };
  const turnOff = async () => {
    setFailure(null);
    try {
      await remove().unwrap();
      setUrl(null);
    } catch (err) {
      setFailure(errorMessage(err as Parameters<typeof errorMessage>[0]));
    }
  };

  let body;
  if (feed.isLoading) body = <LoadingState />;
  else if (!feed.data) body = <ErrorState title="Could not load the calendar feed" message={errorMessage(feed.error)} onRetry={() => void feed.refetch()} />;
  else if (url) {
    body = (
      <div className={styles.body}>
        <Field label="Private calendar link" hint="Add this address to your calendar app. It is shown once; making a new one turns this one off.">
          <TextInput readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </Field>
        <div className={styles.buttons}>
          <Button size="sm" variant="danger" loading={removeState.isLoading} disabled={busy && !removeState.isLoading} onClick={() => void turnOff()}>
            Turn off
          </Button>
        </div>
      </div>
    );
  } else if (feed.data.active) {
    body = (
      <div className={styles.body}>
        <p className={styles.text}>Calendar feed on since {sinceText(feed.data.createdAt)}</p>
        <div className={styles.buttons}>
          <Button size="sm" loading={resetState.isLoading} disabled={busy && !resetState.isLoading} onClick={() => void makeLink()}>
            Make a new link
          </Button>
          <Button size="sm" variant="danger" loading={removeState.isLoading} disabled={busy && !removeState.isLoading} onClick={() => void turnOff()}>
            Turn off
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <div className={styles.body}>
        <p className={styles.text}>Follow your interviews in your own calendar app.</p>
        <div className={styles.buttons}>
          <Button size="sm" variant="primary" loading={resetState.isLoading} onClick={() => void makeLink()}>
            Create private calendar link
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Card title="Calendar">
      {body}
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
    </Card>
  );
}
