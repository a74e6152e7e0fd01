import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_STATUSES,
  applicationDetails,
  canSavePacket,
  coverLetterFileName,
  DEFAULT_FILTER,
  defaultSubject,
  downloadBlob,
  draftErrorText,
  FILTER_OPTIONS,
  formatDays,
  formatRate,
  isLocked,
  isValidWebsite,
  LOCKED_TOOLTIP,
  matchesFilter,
  nextStatuses,
  normaliseStatus,
  type PacketChoice,
  preparedLabel,
  preselectedStatus,
  resumeFileName,
  STATUS_LABELS,
  STATUS_MEANINGS,
  STATUS_TONES,
  statusLabel,
  statusTone,
  stripTags,
  titleForFile,
  toggleFilter,
  trackerStats,
  websiteError,
  WEBSITE_ERROR,
} from '.';

describe('application status', () => {
  it('has a label, a meaning and a tone for every status', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(STATUS_LABELS[status]).toBeTruthy();
      expect(STATUS_MEANINGS[status]).toBeTruthy();
      expect(STATUS_TONES[status]).toBeTruthy();
    }
    expect(STATUS_MEANINGS.pending).toBe('Packet prepared');
    expect(STATUS_TONES.offer).toBe('success');
    expect(STATUS_TONES.rejected).toBe('danger');
  });

  it('counts no status as pending and flags text it does not know', () => {
    expect(normaliseStatus(null)).toBe('pending');
    expect(normaliseStatus(undefined)).toBe('pending');
    expect(normaliseStatus(' ')).toBe('pending');
    expect(normaliseStatus(' Interview ')).toBe('interview');
    expect(normaliseStatus('ghosted')).toBe('unknown');
    expect(statusLabel(null)).toBe('Pending');
    expect(statusLabel('ghosted')).toBe('ghosted');
    expect(statusTone('ghosted')).toBe('neutral');
  });

  it('offers every later status and preselects the first', () => {
    expect(nextStatuses('screening')).toEqual(['interview', 'offer', 'rejected', 'cancelled', 'archived']);
    expect(preselectedStatus('screening')).toBe('interview');
    expect(nextStatuses('cancelled')).toEqual(['archived']);
  });

  it('moves a packet with no status on from pending', () => {
    expect(nextStatuses(null)).toEqual(APPLICATION_STATUSES.slice(1));
    expect(nextStatuses('')).toEqual(nextStatuses('pending'));
  });

  it('offers everything but pending from an unknown status', () => {
    expect(nextStatuses('ghosted')).toEqual(APPLICATION_STATUSES.filter((s) => s !== 'pending'));
  });

  it('archived cannot move and is locked', () => {
    expect(nextStatuses('archived')).toEqual([]);
    expect(preselectedStatus('archived')).toBeNull();
    expect(isLocked('archived')).toBe(true);
    expect(isLocked('offer')).toBe(false);
    expect(isLocked(null)).toBe(false);
    expect(LOCKED_TOOLTIP).toBe('Archived applications cannot be edited');
  });
});

describe('status filter', () => {
  const ticked = (...keys: Parameters<typeof toggleFilter>[1][]) => keys.reduce((f, k) => toggleFilter(f, k, true), DEFAULT_FILTER);

  it('lists All then the nine statuses', () => {
    expect(FILTER_OPTIONS.map((o) => o.key)).toEqual(['all', ...APPLICATION_STATUSES]);
    expect(FILTER_OPTIONS[0].label).toBe('All');
  });

  it('ticking a status clears All', () => {
    expect([...ticked('offer')]).toEqual(['offer']);
    expect([...ticked('offer', 'interview')]).toEqual(['offer', 'interview']);
  });

  it('choosing All clears the others', () => {
    expect([...toggleFilter(ticked('offer', 'interview'), 'all', true)]).toEqual(['all']);
  });

  it('unticking the last status falls back to All', () => {
    expect([...toggleFilter(ticked('offer'), 'offer', false)]).toEqual(['all']);
    expect([...toggleFilter(ticked('offer', 'applied'), 'offer', false)]).toEqual(['applied']);
    expect([...toggleFilter(DEFAULT_FILTER, 'all', false)]).toEqual(['all']);
  });

  it('does not change the filter it was given', () => {
    const filter = ticked('offer');
    toggleFilter(filter, 'applied', true);
    expect([...filter]).toEqual(['offer']);
    expect([...DEFAULT_FILTER]).toEqual(['all']);
  });

  it('All shows archived items too', () => {
    expect(matchesFilter(DEFAULT_FILTER, 'archived')).toBe(true);
    expect(matchesFilter(DEFAULT_FILTER, 'ghosted')).toBe(true);
  });

  it('shows only ticked statuses, so archived hides unless ticked', () => {
    const filter = ticked('pending', 'offer');
    expect(matchesFilter(filter, 'offer')).toBe(true);
    expect(matchesFilter(filter, null)).toBe(true);
    expect(matchesFilter(filter, 'applied')).toBe(false);
    expect(matchesFilter(filter, 'archived')).toBe(false);
    expect(matchesFilter(filter, 'ghosted')).toBe(false);
    expect(matchesFilter(toggleFilter(filter, 'archived', true), 'archived')).toBe(true);
  });
});

describe('tracker stats', () => {
  it('counts each status, null as pending', () => {
    const stats = trackerStats([null, 'pending', 'applied', 'offer', 'ghosted']);
    expect(stats.total).toBe(5);
    expect(stats.counts.pending).toBe(2);
    expect(stats.counts.applied).toBe(1);
    expect(stats.counts.offer).toBe(1);
    expect(stats.counts.archived).toBe(0);
  });

  it('rounds the response and interview rates', () => {
    // 2 of 3 responded (66.7 → 67), 1 of 3 reached interview (33.3 → 33)
    expect(trackerStats(['screening', 'interview', 'applied'])).toMatchObject({ responseRate: 67, interviewRate: 33 });
    // 1 of 8: 12.5 rounds up to 13
    expect(trackerStats(['offer', ...Array<string>(7).fill('applied')])).toMatchObject({ responseRate: 13, interviewRate: 13 });
  });

  it('gives 0% with no packets', () => {
    expect(trackerStats([])).toMatchObject({ total: 0, responseRate: 0, interviewRate: 0 });
  });

  it('words the cards', () => {
    expect(preparedLabel(1)).toBe('1 Application Prepared');
    expect(preparedLabel(0)).toBe('0 Applications Prepared');
    expect(preparedLabel(12)).toBe('12 Applications Prepared');
    expect(formatRate(67)).toBe('67%');
    expect(formatDays(null)).toBe('—');
    expect(formatDays(3)).toBe('3');
    expect(formatDays(2.5)).toBe('2.5');
    expect(formatDays(2.46)).toBe('2.5');
    expect(formatDays(0)).toBe('0');
  });
});

describe('download files', () => {
  // jsdom has no object URLs; give URL them for a test and put back what was there.
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('name files from the job title, every other character an underscore', () => {
    expect(titleForFile('Senior Dev (Ops)')).toBe('Senior_Dev__Ops_');
    expect(resumeFileName('Senior Dev (Ops)')).toBe('resume_Senior_Dev__Ops_.pdf');
    expect(coverLetterFileName('C++/Go Engineer')).toBe('cover_letter_C___Go_Engineer.txt');
    expect(titleForFile('Café')).toBe('Caf_');
  });

  it('download through a temporary link and revoke its URL', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:waypoint/1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    const blob = new Blob(['Dear hiring manager'], { type: 'text/plain' });
    downloadBlob(blob, 'cover_letter_Dev.txt');

    expect(create).toHaveBeenCalledWith(blob);
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('cover_letter_Dev.txt');
    expect(link.getAttribute('href')).toBe('blob:waypoint/1');
    expect(revoke).not.toHaveBeenCalled();
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:waypoint/1');
  });
});

describe('packet preparation', () => {
  it('allows a blank website and http(s) addresses', () => {
    expect(isValidWebsite('')).toBe(true);
    expect(isValidWebsite('   ')).toBe(true);
    expect(isValidWebsite('https://ada.dev')).toBe(true);
    expect(isValidWebsite(' http://portfolio.example.org/me?x=1 ')).toBe(true);
    expect(isValidWebsite('http://localhost:3000')).toBe(true);
    expect(isValidWebsite('HTTPS://Ada.Dev')).toBe(true);
  });

  it('rejects other schemes, bare hosts and malformed addresses', () => {
    for (const url of ['ada.dev', 'ftp://ada.dev', 'javascript:alert(1)', 'https://ada', 'https:ada.dev', 'https://', 'https://ada .dev', 'https://.dev']) {
      expect(isValidWebsite(url), url).toBe(false);
    }
    expect(websiteError('ada.dev')).toBe(WEBSITE_ERROR);
    expect(WEBSITE_ERROR).toBe('Enter a valid http(s) URL');
    expect(websiteError('')).toBeNull();
  });

  const none: PacketChoice = { useResume: false, resumeId: null, useCover: false, coverText: '', useWebsite: false, website: '', saving: false, saved: false };

  it('saves only with something chosen and complete', () => {
    expect(canSavePacket(none)).toBe(false);
    expect(canSavePacket({ ...none, useResume: true })).toBe(false);
    expect(canSavePacket({ ...none, useResume: true, resumeId: 'r1' })).toBe(true);
    expect(canSavePacket({ ...none, useCover: true, coverText: '  \n' })).toBe(false);
    expect(canSavePacket({ ...none, useCover: true, coverText: 'Dear team' })).toBe(true);
    expect(canSavePacket({ ...none, useResume: true, resumeId: 'r1', useCover: true, coverText: '' })).toBe(false);
  });

  it('needs a chosen website to be filled in and valid', () => {
    expect(canSavePacket({ ...none, useWebsite: true, website: '' })).toBe(false);
    expect(canSavePacket({ ...none, useWebsite: true, website: 'ada.dev' })).toBe(false);
    expect(canSavePacket({ ...none, useWebsite: true, website: 'https://ada.dev' })).toBe(true);
    // An unticked website's text does not matter.
    expect(canSavePacket({ ...none, useResume: true, resumeId: 'r1', website: 'nonsense' })).toBe(true);
  });

  it('does not save twice', () => {
    const ready = { ...none, useResume: true, resumeId: 'r1' };
    expect(canSavePacket({ ...ready, saving: true })).toBe(false);
    expect(canSavePacket({ ...ready, saved: true })).toBe(false);
  });

  it('writes the application details, at most 300 characters', () => {
    expect(applicationDetails('Engineer', 'Acme')).toBe('Engineer at Acme');
    expect(applicationDetails('x'.repeat(400), 'Acme')).toHaveLength(300);
    expect(applicationDetails('x'.repeat(295), '😀😀')).toBe(`${'x'.repeat(295)} at `);
  });

  it('starts the email subject from the job', () => {
    expect(defaultSubject('Engineer', 'Acme')).toBe('Application for Engineer position at Acme');
  });

  it('strips HTML from a draft error', () => {
    expect(stripTags('<p>Model <b>offline</b></p>')).toBe('Model offline');
    expect(draftErrorText('<html><body><h1>502</h1> Bad gateway</body></html>')).toBe('502 Bad gateway');
    expect(draftErrorText('<br/>')).toBe('Failed to draft cover letter');
    expect(draftErrorText(null)).toBe('Failed to draft cover letter');
  });
});
