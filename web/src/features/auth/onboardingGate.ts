import type { AccountResponseDto } from '../../api/account';

/**
 * Where a signed-in member must go first (spec part 1 §4): the onboarding site's /dashboard when any
 * of the four opt-ins is off. Without an onboarding site there is nowhere to send them: no gate.
 */
export function onboardingRedirect(account: AccountResponseDto | undefined, onboardingUrl: string | null | undefined): string | null {
  if (!account || !onboardingUrl) return null;
  const complete = account.cloud_storage_opt_in && account.email_opt_in && account.resume_uploaded && account.member_access_enabled;
  return complete ? null : `${onboardingUrl}/dashboard`;
}
