import { type ReactNode, useState } from 'react';
import { useGetAccountQuery } from '../../api/account';
import { errorMessage } from '../../api/errors';
import { type ProfileDto, type ProfileLinksDto, useGetProfileLinksQuery, useGetProfileQuery } from '../../api/profile';
import { Badge, Button, Card, ErrorState, Grid, LoadingState, PageHeader, Stack } from '../../components';
import { Achievements } from './components/Achievements';
import { AiSummaryModal } from './components/AiSummaryModal';
import { Avatar } from './components/Avatar';
import { ProfileForm } from './components/ProfileForm';
import { SkillsGrid, useSkillsSync } from './components/SkillsGrid';
import { initialsOf, LINK_FIELDS } from './lib/profileForm';
import styles from './ProfilePage.module.css';

const TITLE_ID = 'profile-title';

/** Profile (part 1 §2.6, §4): view mode, Edit Profile for edit mode, and the AI Summary modal (toasts from the shell's host). */
export function ProfilePage() {
  const { data: profile, isLoading, isError, refetch } = useGetProfileQuery();
  const links = useGetProfileLinksQuery();
  const account = useGetAccountQuery();
  const [editing, setEditing] = useState(false);
  const [aiOpen, setAiOpen] = useState(false);
  const [aiVisit, setAiVisit] = useState(0);
  // Opening the profile syncs skills from the resumes once, then lists them (part 1 §4).
  const skillsSynced = useSkillsSync(Boolean(profile));

  const frame = (actions: ReactNode, body: ReactNode) => (
    <section aria-labelledby={TITLE_ID} className={styles.page}>
      <PageHeader id={TITLE_ID} title="Profile" subtitle="How you appear on your resumes, cover letters and applications." actions={actions} />
      {body}
    </section>
  );

  if (isLoading) return frame(null, <LoadingState label="Loading profile…" />);
  if (isError || !profile) return frame(null, <ErrorState message="Could not load profile. Please try again later." onRetry={() => void refetch()} />);

  if (editing) {
    return frame(
      null,
      <ProfileForm
        profile={profile}
        links={links.data}
        signature={account.data?.signature}
        onSaved={() => setEditing(false)}
        onCancel={() => setEditing(false)}
      />,
    );
  }

  const openAi = () => {
    setAiVisit((n) => n + 1);
    setAiOpen(true);
  };

  return frame(
    <>
      <Button onClick={openAi}>AI Summary</Button>
      {/* The form starts from the links and signature: wait for them (it locks either one that failed). */}
      <Button variant="primary" disabled={links.isLoading || account.isLoading} onClick={() => setEditing(true)}>
        Edit Profile
      </Button>
    </>,
    <>
      <Stack gap={5}>
        <Identity profile={profile} />
        <Grid minItemWidth="18rem" gap={5}>
          <Card title="Summary" actions={<LockBadge locked={profile.summary_is_locked === 1} />}>
            {profile.summary ? <p className={styles.prose}>{profile.summary}</p> : <p className={styles.muted}>No summary yet. Write one in Edit Profile, or draft one with AI Summary.</p>}
          </Card>
          <Card title="Links">
            {links.isLoading ? (
              <LoadingState label="Loading links…" />
            ) : links.isError || !links.data ? (
              <ErrorState title="Could not load your links" message={errorMessage(links.error)} onRetry={() => void links.refetch()} />
            ) : (
              <Links links={links.data} />
            )}
          </Card>
        </Grid>
        <Card title="Cover-letter signature">
          {account.isLoading ? (
            <LoadingState label="Loading signature…" />
          ) : account.isError || !account.data ? (
            <ErrorState title="Could not load your signature" message={errorMessage(account.error)} onRetry={() => void account.refetch()} />
          ) : account.data.signature ? (
            <p className={styles.prose}>{account.data.signature}</p>
          ) : (
            <p className={styles.muted}>No signature yet. Add one in Edit Profile; it closes your cover letters.</p>
          )}
        </Card>
        <Card title="Skills">
          <SkillsGrid synced={skillsSynced} />
        </Card>
        <Card title="Achievements">
          <Achievements counts={profile.achievements} />
        </Card>
      </Stack>
      <AiSummaryModal key={aiVisit} open={aiOpen} onOpenChange={setAiOpen} locked={profile.summary_is_locked === 1} />
    </>,
  );
}

/** Photo, name, title and contact details. */
function Identity({ profile }: { profile: ProfileDto }) {
  return (
    <Card>
      <div className={styles.identity}>
        <Avatar src={profile.avatar || null} initials={initialsOf(profile)} alt={profile.avatar ? `Profile photo of ${profile.name}` : `Initials of ${profile.name}`} />
        <div className={styles.who}>
          <h2 className={styles.name}>{profile.name}</h2>
          <p className={styles.title}>{profile.title || <span className={styles.muted}>No title yet</span>}</p>
        </div>
      </div>
      <dl className={styles.facts}>
        <Fact label="Location" value={profile.location} />
        <Fact label="Email" value={profile.email} />
        <Fact label="Phone" value={profile.phone} />
      </dl>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value || <span className={styles.muted}>Not provided</span>}</dd>
    </div>
  );
}

function LockBadge({ locked }: { locked: boolean }) {
  return locked ? (
    <Badge tone="warning">
      Locked
    </Badge>
  ) : (
    <Badge tone="neutral">
      Unlocked
    </Badge>
  );
}

function Links({ links }: { links: ProfileLinksDto }) {
  return (
    <dl className={styles.facts}>
      {LINK_FIELDS.map(({ key, label }) => (
        <div key={key} className={styles.fact}>
          <dt>{label}</dt>
          <dd>
            {links[key] ? (
              <a href={links[key]} target="_blank" rel="noreferrer" className={styles.link}>
                {links[key]}
              </a>
            ) : (
              <span className={styles.muted}>Not provided</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
