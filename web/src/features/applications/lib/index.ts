export {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  isApplicationStatus,
  isLocked,
  LOCKED_TOOLTIP,
  nextStatuses,
  normaliseStatus,
  preselectedStatus,
  STATUS_LABELS,
  STATUS_MEANINGS,
  STATUS_TONES,
  statusLabel,
  statusTone,
} from './status';
export { DEFAULT_FILTER, FILTER_OPTIONS, matchesFilter, type StatusFilter, type StatusFilterKey, toggleFilter } from './filter';
export { formatDays, formatRate, preparedLabel, type TrackerStats, trackerStats } from './stats';
export { coverLetterFileName, downloadBlob, resumeFileName, titleForFile } from './files';
export { type EmailBadge, emailBadge, emailPending, type PacketEmail } from './email';
export {
  APPLICATION_DETAILS_MAX,
  applicationDetails,
  canSavePacket,
  CONNECTION_MESSAGE_MS,
  DEFAULT_EMAIL_TO,
  defaultSubject,
  DRAFT_FAILED,
  draftErrorText,
  EMAIL_CLOSE_MS,
  isValidWebsite,
  PACKET_CLOSE_MS,
  type PacketChoice,
  stripTags,
  WEBSITE_ERROR,
  websiteError,
} from './packet';
