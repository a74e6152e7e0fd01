import { type ProfileDto, type ProfileLinksDto, profileApi } from './generated/profile.gen';

/** Where the latest generated AI summary sits in the cache (a generation replaces it). */
const AI_SUMMARY = { type: 'Profile', id: 'AI_SUMMARY' } as const;

interface Saved<T> {
  dispatch: (action: ReturnType<typeof profileApi.util.updateQueryData>) => unknown;
  queryFulfilled: Promise<{ data: T }>;
}

// What a save answers goes straight into the cache, so the page shows it before the refetch lands.
// On failure the page shows the error and the cache keeps what the server last sent.
const showSavedProfile = async (_arg: unknown, { dispatch, queryFulfilled }: Saved<ProfileDto>) => {
  const saved = await queryFulfilled.catch(() => null);
  if (saved) dispatch(profileApi.util.updateQueryData('getProfile', undefined, () => saved.data));
};
const showSavedLinks = async (_arg: unknown, { dispatch, queryFulfilled }: Saved<ProfileLinksDto>) => {
  const saved = await queryFulfilled.catch(() => null);
  if (saved) dispatch(profileApi.util.updateQueryData('getProfileLinks', undefined, () => saved.data));
};

/**
 * The member's profile, links, avatar and AI summary. Every change also refreshes the sign-in
 * status, whose user (name, title, avatar) the header and side menu show.
 */
export const profile = profileApi.enhanceEndpoints({
  addTagTypes: ['Profile', 'AuthStatus'],
  endpoints: {
    getProfile: { providesTags: ['Profile'] },
    getProfileLinks: { providesTags: ['Profile'] },
    getAvatar: { providesTags: ['Profile'] },
    getLatestProfileSummary: { providesTags: [AI_SUMMARY] },
    updateProfile: { invalidatesTags: ['Profile', 'AuthStatus'], onQueryStarted: showSavedProfile },
    updateProfileLinks: { invalidatesTags: ['Profile', 'AuthStatus'], onQueryStarted: showSavedLinks },
    acceptProfileSummary: { invalidatesTags: ['Profile', 'AuthStatus'] },
    // A new summary is only a proposal: the profile is unchanged until it is accepted.
    generateProfileSummary: { invalidatesTags: [AI_SUMMARY] },
    // The generated definition would send the file as JSON: send it as multipart form data.
    uploadAvatar: (definition) => {
      definition.invalidatesTags = ['Profile', 'AuthStatus'];
      definition.onQueryStarted = showSavedProfile;
      definition.query = ({ body }: { body: { avatar: Blob } }) => {
        const form = new FormData();
        form.append('avatar', body.avatar, 'name' in body.avatar ? String(body.avatar.name) : 'avatar');
        return { url: '/api/profile/avatar', method: 'POST', body: form };
      };
    },
  },
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useUploadAvatarMutation,
  useGetProfileLinksQuery,
  useUpdateProfileLinksMutation,
  useGenerateProfileSummaryMutation,
  useGetLatestProfileSummaryQuery,
  useAcceptProfileSummaryMutation,
} = profile;
export type { ProfileDto, ProfileLinksDto, SummaryHintDto, UpdateProfileDto, UpdateProfileLinksDto } from './generated/profile.gen';
