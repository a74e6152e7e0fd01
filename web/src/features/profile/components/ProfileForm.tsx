import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useUpdateSignatureMutation } from '../../../api/account';
import { type ProfileDto, type ProfileLinksDto, useUpdateProfileLinksMutation, useUpdateProfileMutation, useUploadAvatarMutation } from '../../../api/profile';
import { Button, Card, Field, Grid, Stack, TextArea, TextInput, useToast } from '../../../components';
import {
  AVATAR_MAX_BYTES,
  draftOf,
  failureText,
  LINK_FIELDS,
  linkChanges,
  type LinkErrors,
  linkErrors,
  type ProfileDraft,
  initialsOf,
  profileChanges,
} from '../lib/profileForm';
import { Avatar } from './Avatar';
import styles from './ProfileForm.module.css';

export interface ProfileFormProps {
  profile: ProfileDto;
  /** Undefined when the links could not be loaded: their fields are then locked. */
  links: ProfileLinksDto | undefined;
  /** Undefined when the account could not be loaded: the signature field is then locked. */
  signature: string | undefined;
  /** Saved (or nothing to save): back to view mode. */
  onSaved: () => void;
  onCancel: () => void;
}

interface Errors extends LinkErrors {
  avatar?: string;
  form?: string;
}

/**
 * Edit Profile (part 1 §2.6, §5). Name and email are read-only (the identity provider owns them).
 * Save Changes uploads a new photo, then saves the changed profile fields and links side by side;
 * when those succeed it saves the signature through its own call, whose failure is only a warning.
 */
export function ProfileForm({ profile, links, signature, onSaved, onCancel }: ProfileFormProps) {
  const { toast } = useToast();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile, links, signature ?? ''));
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [uploadAvatar] = useUploadAvatarMutation();
  const [updateProfile] = useUpdateProfileMutation();
  const [updateLinks] = useUpdateProfileLinksMutation();
  const [updateSignature] = useUpdateSignatureMutation();
  const lockId = useId();

  const set = <K extends keyof ProfileDraft>(key: K) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = (e.target instanceof HTMLInputElement && e.target.type === 'checkbox' ? e.target.checked : e.target.value) as ProfileDraft[K];
    setDraft((d) => ({ ...d, [key]: value }));
  };

  const choosePhoto = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    const problem = !file.type.startsWith('image/') ? 'Choose an image file.' : file.size > AVATAR_MAX_BYTES ? 'The photo must be 2 MB or smaller.' : '';
    setErrors((er) => ({ ...er, avatar: problem || undefined }));
    if (problem) {
      e.target.value = '';
      return;
    }
    setDraft((d) => ({ ...d, avatarFile: file, removeAvatar: false }));
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
  };

  const removePhoto = () => {
    setDraft((d) => ({ ...d, avatarFile: null, removeAvatar: true }));
    setPreview(null);
    setErrors((er) => ({ ...er, avatar: undefined }));
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setSaving(true);
    const found: Errors = {};

    if (draft.avatarFile) {
      try {
        await uploadAvatar({ body: { avatar: draft.avatarFile } }).unwrap();
        setDraft((d) => ({ ...d, avatarFile: null })); // a retry after another failure does not upload it again
      } catch (err) {
        found.avatar = failureText(err);
      }
    }
    const profilePatch = profileChanges(profile, draft);
    const linksPatch = links ? linkChanges(links, draft) : null;
    const [profileResult, linksResult] = await Promise.allSettled([
      profilePatch ? updateProfile({ updateProfileDto: profilePatch }).unwrap() : null,
      linksPatch ? updateLinks({ updateProfileLinksDto: linksPatch }).unwrap() : null,
    ]);
    if (profileResult.status === 'rejected') found.form = `Your profile could not be saved: ${failureText(profileResult.reason)}`;
    if (linksResult.status === 'rejected') {
      const { other, ...fields } = linkErrors(linksResult.reason);
      Object.assign(found, fields);
      if (other) found.form = [found.form, `Your links could not be saved: ${other}`].filter(Boolean).join(' ');
    }

    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      setSaving(false);
      return;
    }

    // The signature lives on the account: its failure warns but never holds back the profile.
    if (signature !== undefined && draft.signature !== signature) {
      try {
        await updateSignature({ updateSignatureDto: { signature: draft.signature } }).unwrap();
      } catch (err) {
        toast({ title: 'Signature not saved', description: `Your profile was saved, but the signature was not: ${failureText(err)}`, tone: 'error' });
      }
    }
    setSaving(false);
    toast({ title: 'Profile saved', tone: 'success' });
    onSaved();
  };

  const photo = preview ?? (draft.removeAvatar ? null : profile.avatar || null);

  return (
    <form className={styles.form} onSubmit={(e) => void save(e)} noValidate aria-label="Edit profile">
      <Stack gap={5}>
        {errors.form && (
          <p className={styles.failure} role="alert">
            {errors.form}
          </p>
        )}

        <Card title="Photo">
          <div className={styles.photo}>
            <Avatar
              src={photo}
              initials={initialsOf(profile)}
              // Only a photo picked in this form is the new one; the saved one is still the member's photo.
              alt={preview ? 'Your new profile photo' : photo ? `Profile photo of ${profile.name}` : `Initials of ${profile.name}`}
            />
            <Stack gap={2} className={styles.photoControls}>
              <Field label="Profile photo" hint="An image file: PNG, JPEG, GIF or WebP, up to 2 MB." error={errors.avatar}>
                <TextInput type="file" accept="image/*" disabled={saving} onChange={choosePhoto} />
              </Field>
              {(photo || draft.avatarFile) && (
                <div>
                  <Button size="sm" variant="ghost" disabled={saving} onClick={removePhoto}>
                    Remove photo
                  </Button>
                </div>
              )}
            </Stack>
          </div>
        </Card>

        <Card title="About you">
          <Grid minItemWidth="15rem" gap={4}>
            <Field label="Name" hint="Change it in your identity provider account.">
              <TextInput value={profile.name} readOnly />
            </Field>
            <Field label="Email" hint="Change it in your identity provider account.">
              <TextInput type="email" value={profile.email} readOnly />
            </Field>
            <Field label="Title">
              <TextInput value={draft.title} onChange={set('title')} placeholder="Software Developer" maxLength={200} autoComplete="organization-title" />
            </Field>
            <Field label="Location">
              <TextInput value={draft.location} onChange={set('location')} placeholder="Remote" maxLength={200} />
            </Field>
            <Field label="Phone">
              <TextInput type="tel" value={draft.phone} onChange={set('phone')} maxLength={50} autoComplete="tel" />
            </Field>
          </Grid>
        </Card>

        <Card title="Summary">
          <Stack gap={3}>
            <Field label="Summary">
              <TextArea value={draft.summary} onChange={set('summary')} rows={6} maxLength={5000} />
            </Field>
            <div className={styles.check}>
              <input id={lockId} type="checkbox" checked={draft.locked} onChange={set('locked')} aria-describedby={`${lockId}-hint`} />
              <label htmlFor={lockId}>Lock summary</label>
              <p id={`${lockId}-hint`} className={styles.checkHint}>
                A locked summary is never replaced by an AI summary.
              </p>
            </div>
          </Stack>
        </Card>

        <Card title="Links">
          <Grid minItemWidth="15rem" gap={4}>
            {LINK_FIELDS.map(({ key, label }) => (
              <Field key={key} label={label} error={errors[key]} hint={links ? undefined : 'Your links could not be loaded.'}>
                <TextInput type="url" inputMode="url" value={draft[key]} onChange={set(key)} disabled={!links} placeholder="https://" maxLength={500} />
              </Field>
            ))}
          </Grid>
        </Card>

        <Card title="Cover-letter signature">
          <Field label="Signature" hint={signature === undefined ? 'Your signature could not be loaded.' : 'Added at the end of your cover letters.'}>
            <TextArea value={draft.signature} onChange={set('signature')} rows={4} maxLength={2000} disabled={signature === undefined} />
          </Field>
        </Card>

        <div className={styles.actions}>
          <Button variant="secondary" disabled={saving} onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" loading={saving}>
            Save Changes
          </Button>
        </div>
      </Stack>
    </form>
  );
}
