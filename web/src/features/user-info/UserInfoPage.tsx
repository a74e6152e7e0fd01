import { useRef, useState } from 'react';
import { type UserInfoDto, useGetUserInfoMutation } from '../../api/admin';
import { ErrorState, Grid, LoadingState, PageHeader, Stack } from '../../components';
import { BackToApiTests } from '../admin-tools/components/BackToApiTests';
import { AccountCard } from './components/AccountCard';
import { CloudStorageCard } from './components/CloudStorageCard';
import { IdentityProviderCard } from './components/IdentityProviderCard';
import { MailCard } from './components/MailCard';
import { SearchBar } from './components/SearchBar';
import { LOOKUP_FAILED, lookupErrorMessage } from './lib/userInfoFormat';

/** One member as our account, the identity provider, the cloud storage and the mail server see them. */
function UserInfoResult({ info, iso }: { info: UserInfoDto; iso: boolean }) {
  return (
    <Stack gap={4}>
      <AccountCard account={info.account} iso={iso} />
      <Grid minItemWidth="22rem">
        <IdentityProviderCard block={info.keycloak} iso={iso} />
        <CloudStorageCard block={info.nextcloud} iso={iso} />
        <MailCard block={info.mailcow} iso={iso} />
      </Grid>
    </Stack>
  );
}

/** User information dashboard (admin), spec part 3 §2.14. */
export function UserInfoPage() {
  const [getUserInfo, { isLoading }] = useGetUserInfoMutation();
  const [identifier, setIdentifier] = useState('');
  const [iso, setIso] = useState(false);
  const [info, setInfo] = useState<UserInfoDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Only the newest lookup's answer is shown, whatever order the answers arrive in.
  const latest = useRef(0);

  const lookup = async (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return;
    const call = ++latest.current;
    setInfo(null);
    setFailure(null);
    try {
      const result = await getUserInfo({ userInfoRequestDto: { identifier: trimmed } }).unwrap();
      if (call === latest.current) setInfo(result);
    } catch (err) {
      if (call === latest.current) setFailure(lookupErrorMessage(err));
    }
  };

  return (
    <section aria-labelledby="user-info-title">
      <PageHeader
        id="user-info-title"
        title="User Information"
        subtitle="Look up one member across the account, the identity provider, the cloud storage and the mail server."
        actions={<BackToApiTests />}
      />
      <Stack gap={5}>
        <SearchBar
          identifier={identifier}
          onIdentifierChange={setIdentifier}
          onSearch={(id) => void lookup(id)}
          onChooseUser={(user) => {
            setIdentifier(user.id);
            void lookup(user.id);
          }}
          busy={isLoading}
          iso={iso}
          onIsoChange={setIso}
        />
        {isLoading ? (
          <LoadingState label="Looking up the user…" />
        ) : failure !== null ? (
          <ErrorState title={LOOKUP_FAILED} message={failure === LOOKUP_FAILED ? undefined : failure} />
        ) : info ? (
          <UserInfoResult info={info} iso={iso} />
        ) : null}
      </Stack>
    </section>
  );
}
