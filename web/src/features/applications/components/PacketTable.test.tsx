import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PacketDto } from '../../../api/applications';
import { renderWithStore } from '../../../test/render';
import { PacketTable } from './PacketTable';

function packet(id: string, lastEmail: PacketDto['lastEmail']): PacketDto {
  return {
    id,
    packetId: id,
    applicationId: `a${id}`,
    jobId: `j${id}`,
    jobTitle: `Engineer ${id}`,
    companyName: `Company ${id}`,
    companyWebsite: null,
    jobLocation: 'Remote',
    jobUrl: `https://jobs.example.org/${id}`,
    personalWebsite: null,
    createdAt: `2026-11-2${id}T10:00:00.000Z`,
    statusChangedAt: '2026-11-20T10:00:00.000Z',
    applicationStatus: 'pending',
    hasResumePdf: true,
    resumeId: null,
    resumeName: null,
    resumePdfBytes: 1000,
    coverLetterText: 'Dear team',
    canEmail: true,
    lastEmail,
  };
}

const email = (status: NonNullable<PacketDto['lastEmail']>['status'], error: string | null = null): PacketDto['lastEmail'] => ({
  id: `e-${status}`,
  status,
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: status === 'sent' ? '2026-11-20T10:00:05.000Z' : null,
  error,
});

/** The Actions cell of the packet's row. */
const actions = (jobTitle: string) => {
  const row = screen.getByRole('button', { name: `Send email for ${jobTitle}` }).closest('tr') as HTMLElement;
  return within(row).getAllByRole('cell').at(-1) as HTMLElement;
};

describe('PacketTable e-mail badge', () => {
  it("shows the last e-mail's state under Send email, with why it failed as its tooltip", async () => {
    renderWithStore(
      <PacketTable
        packets={[
          packet('1', email('sent')),
          packet('2', email('queued')),
          packet('3', email('failed', 'Message failed: 550 Mailbox unavailable')),
          packet('4', email('queued', 'Message failed: 451 Greylisted, try again later')),
          packet('5', email('held', 'No mail server is configured on this Waypoint (SMTP_HOST), so this e-mail was kept, not sent.')),
          packet('6', null),
        ]}
      />,
    );
    await screen.findByRole('table', { name: 'Application packets' });

    const sent = within(actions('Engineer 1')).getByText('Email sent');
    expect(sent.closest('[data-email-status]')).toHaveAttribute('data-email-status', 'sent');
    expect(sent.closest('[data-email-status]')).not.toHaveAttribute('title');
    expect(sent).toHaveAttribute('data-tone', 'success');

    expect(within(actions('Engineer 2')).getByText('Email queued')).toHaveAttribute('data-tone', 'neutral');

    const failed = within(actions('Engineer 3')).getByText('Email failed');
    expect(failed).toHaveAttribute('data-tone', 'danger');
    expect(failed.closest('[data-email-status]')).toHaveAttribute('title', 'Message failed: 550 Mailbox unavailable');
    // Read out too, not only on hover.
    expect(actions('Engineer 3')).toHaveTextContent('Email failed: Message failed: 550 Mailbox unavailable');

    // Back in the queue after a temporary refusal: the tooltip says it will be tried again, and why.
    expect(within(actions('Engineer 4')).getByText('Email queued').closest('[data-email-status]')).toHaveAttribute(
      'title',
      'Will try again: Message failed: 451 Greylisted, try again later',
    );

    const held = within(actions('Engineer 5')).getByText('Email held');
    expect(held).toHaveAttribute('data-tone', 'warning');
    expect(held.closest('[data-email-status]')).toHaveAttribute('title', expect.stringMatching(/No mail server is configured/));

    // Never e-mailed: no badge.
    expect(actions('Engineer 6').querySelector('[data-email-status]')).toBeNull();
    expect(within(actions('Engineer 6')).queryByText(/^Email /)).toBeNull();
  });
});
