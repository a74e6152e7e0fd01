import { createColumnHelper } from '@tanstack/react-table';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  ErrorState,
  Field,
  IconButton,
  Menu,
  Modal,
  readableTextColor,
  RelativeTime,
  relativeTime,
  Select,
  StatCard,
  Tabs,
  TextArea,
  TextInput,
  ToastProvider,
  useToast,
} from '.';

describe('Button', () => {
  it('is a plain button by default and, while loading, busy and deaf to clicks', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    rerender(
      <Button onClick={onClick} loading>
        Save
      </Button>,
    );
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('names an icon button by its label', () => {
    render(
      <IconButton aria-label="Delete resume">
        <span aria-hidden="true">🗑</span>
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Delete resume' })).toBeInTheDocument();
  });
});

describe('Field', () => {
  it('labels its control and announces the error as its description', () => {
    render(
      <Field label="Email" hint="We never share it." error="Enter a valid email address." required>
        <TextInput />
      </Field>,
    );
    const input = screen.getByLabelText(/Email/);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Enter a valid email address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address.');
  });

  it('wires a render-prop control too, and leaves a valid one alone', () => {
    render(
      <>
        <Field label="Summary">{(props) => <TextArea {...props} />}</Field>
        <Field label="Country">
          <Select>
            <option>Kenya</option>
          </Select>
        </Field>
      </>,
    );
    expect(screen.getByLabelText('Summary').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Country')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Modal', () => {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Edit</Button>
        <Modal open={open} onOpenChange={setOpen} title="Edit goal" footer={<Button>Save</Button>}>
          <p>Body</p>
        </Modal>
      </>
    );
  }

  it('opens with its title and closes with Escape, giving focus back', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Edit' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit goal' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('ConfirmDialog', () => {
  it('opened from a menu item, gives focus back to the menu button on Cancel', async () => {
    function RowActions() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Menu trigger={<IconButton aria-label="Actions for Nurse">⋯</IconButton>} items={[{ label: 'Delete', onSelect: () => setOpen(true), danger: true }]} />
          <ConfirmDialog open={open} onOpenChange={setOpen} title="Delete?" message="Gone for good." onConfirm={vi.fn()} />
        </>
      );
    }
    render(<RowActions />);
    const trigger = screen.getByRole('button', { name: 'Actions for Nurse' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('calls onConfirm, shows it is busy meanwhile, then closes', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onOpenChange = vi.fn();
    render(<ConfirmDialog open onOpenChange={onOpenChange} title="Delete resume?" message="This cannot be undone." confirmLabel="Delete" tone="danger" onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete resume?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveAttribute('data-variant', 'danger');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(onOpenChange).not.toHaveBeenCalled();
    await act(async () => finish());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open with the error when onConfirm fails', async () => {
    const onOpenChange = vi.fn();
    render(<ConfirmDialog open onOpenChange={onOpenChange} title="Withdraw?" message="The employer is told." onConfirm={() => Promise.reject(new Error('The server is unavailable.'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is unavailable.');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('Toast', () => {
  // jsdom lacks pointer capture, which Radix's swipe-to-dismiss asks about on every click.
  beforeAll(() => {
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => undefined;
  });

  function Saver() {
    const { toast } = useToast();
    return <Button onClick={() => toast({ title: 'Profile saved', description: 'Your changes are live.', tone: 'success' })}>Save</Button>;
  }

  it('shows the toast with its text in the notifications region', async () => {
    render(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const region = screen.getByRole('region', { name: /Notification/ });
    const item = within(region).getByRole('listitem');
    expect(item).toHaveTextContent('Profile saved');
    expect(item).toHaveTextContent('Your changes are live.');
    expect(item).toHaveAttribute('data-tone', 'success');
    await userEvent.click(within(item).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(within(region).queryByRole('listitem')).not.toBeInTheDocument());
  });

  it('goes by itself after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(
        <ToastProvider>
          <Saver />
        </ToastProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      const region = screen.getByRole('region', { name: /Notification/ });
      expect(within(region).getByRole('listitem')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(5100));
      expect(within(region).queryByRole('listitem')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses to work without its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Saver />)).toThrow(/ToastProvider/);
    vi.mocked(console.error).mockRestore();
  });
});

describe('DataTable', () => {
  interface Job {
    title: string;
    company: string;
    salary: number;
  }
  const col = createColumnHelper<Job>();
  const columns = [col.accessor('title', { header: 'Title' }), col.accessor('company', { header: 'Company' }), col.accessor('salary', { header: 'Salary' })];
  const jobs: Job[] = [
    { title: 'Nurse', company: 'St Mary', salary: 41000 },
    { title: 'Accountant', company: 'Brightline', salary: 52000 },
    { title: 'Welder', company: 'Northforge', salary: 38000 },
  ];
  const firstColumn = () => screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent);

  it('sorts by a header click, and the other way on a second click', async () => {
    render(<DataTable caption="Saved jobs" columns={columns} data={jobs} />);
    const header = screen.getByRole('columnheader', { name: /Title/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(firstColumn()).toEqual(['Nurse', 'Accountant', 'Welder']);
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['Accountant', 'Nurse', 'Welder']);
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['Welder', 'Nurse', 'Accountant']);
  });

  it('sorts numbers as numbers', async () => {
    render(<DataTable caption="Saved jobs" columns={columns} data={jobs} />);
    const header = screen.getByRole('columnheader', { name: /Salary/ });
    await userEvent.click(within(header).getByRole('button'));
    // TanStack sorts numbers descending first, as people expect of amounts.
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['Accountant', 'Nurse', 'Welder']);
  });

  it('shows the empty message without data, and filters with the search box', async () => {
    const { rerender } = render(<DataTable caption="Saved jobs" columns={columns} data={[]} emptyMessage="No saved jobs yet." />);
    expect(screen.getByRole('cell')).toHaveTextContent('No saved jobs yet.');
    rerender(<DataTable caption="Saved jobs" columns={columns} data={jobs} filterable filterLabel="Search jobs" />);
    await userEvent.type(screen.getByLabelText('Search jobs'), 'north');
    expect(firstColumn()).toEqual(['Welder']);
    await userEvent.type(screen.getByLabelText('Search jobs'), 'zzz');
    expect(screen.getByRole('cell')).toHaveTextContent('No rows match the filter.');
  });

  it('opens a row by click or Enter', async () => {
    const onRowClick = vi.fn();
    render(<DataTable caption="Saved jobs" columns={columns} data={jobs} onRowClick={onRowClick} />);
    await userEvent.click(screen.getByRole('cell', { name: 'Brightline' }));
    expect(onRowClick).toHaveBeenLastCalledWith(jobs[1]);
    screen.getAllByRole('row')[3].focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(jobs[2]);
  });
});

describe('StatCard', () => {
  it('colours the change by its sign', () => {
    render(
      <>
        <StatCard label="Applications" value={12} delta={3} deltaLabel="this week" />
        <StatCard label="Interviews" value={1} delta={-2} deltaLabel="this week" />
        <StatCard label="Offers" value={0} delta={0} deltaLabel="this week" />
      </>,
    );
    const delta = (name: string) => within(screen.getByRole('group', { name })).getByText(/this week/);
    expect(delta('Applications')).toHaveTextContent('+3 this week');
    expect(delta('Applications')).toHaveAttribute('data-trend', 'up');
    expect(delta('Interviews')).toHaveTextContent('−2 this week');
    expect(delta('Interviews')).toHaveAttribute('data-trend', 'down');
    expect(delta('Offers')).toHaveAttribute('data-trend', 'flat');
  });
});

describe('Badge', () => {
  it('picks readable text for any background', () => {
    expect(readableTextColor('#fde68a')).toBe('#111827');
    expect(readableTextColor('#1e3a8a')).toBe('#ffffff');
    expect(readableTextColor('#000')).toBe('#ffffff');
    expect(readableTextColor('red')).toBeNull();
    render(
      <>
        <Badge tone="success">Hired</Badge>
        <Badge color="#1e3a8a">Remote</Badge>
      </>,
    );
    expect(screen.getByText('Hired')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('Remote')).toHaveStyle({ color: 'rgb(255, 255, 255)' });
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it.each([
    ['2026-03-07T12:00:00Z', '3 days ago'],
    ['2026-03-09T12:00:00Z', '1 day ago'],
    ['2026-03-13T12:00:00Z', 'in 3 days'],
    ['2026-03-10T10:00:00Z', '2 hours ago'],
    ['2026-03-10T13:00:00Z', 'in 1 hour'],
    ['2026-03-10T11:59:00Z', '1 minute ago'],
    ['2026-03-10T11:15:00Z', '45 minutes ago'],
    ['2026-03-10T11:59:30Z', '30 seconds ago'],
    ['2026-03-10T12:00:01Z', 'in 1 second'],
    ['2026-03-10T12:00:00Z', '0 seconds ago'],
    ['2026-03-11T12:00:00Z', 'in 1 day'],
    ['2026-03-10T11:00:20Z', '1 hour ago'], // 59 min 40 s rounds up to the next unit
    ['2026-03-09T12:20:00Z', '1 day ago'], // 23 h 40 min
    ['2026-01-24T12:00:00Z', '45 days ago'], // never months
    ['2025-02-08T12:00:00Z', '395 days ago'], // never years
    ['2026-06-18T12:00:00Z', 'in 100 days'],
  ])('%s reads "%s"', (date, expected) => {
    expect(relativeTime(date, now)).toBe(expected);
  });

  it('takes Dates and epoch milliseconds, and names a date it cannot read', () => {
    expect(relativeTime(new Date('2026-03-10T11:58:00Z'), now.getTime())).toBe('2 minutes ago');
    expect(relativeTime('not a date', now)).toBe('Unknown date');
  });

  it('renders a <time> with the machine date and the full date as its title', () => {
    const date = new Date(Date.now() - 3 * 24 * 3600 * 1000);
    render(<RelativeTime date={date} />);
    const time = screen.getByText('3 days ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', date.toISOString());
    expect(time.getAttribute('title')).toMatch(String(date.getFullYear()));
  });
});

describe('ErrorState', () => {
  it('is an alert whose button retries', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="The jobs could not be loaded." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('The jobs could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('Tabs and Menu', () => {
  it('switches tabs', async () => {
    render(
      <Tabs
        aria-label="Profile sections"
        items={[
          { value: 'about', label: 'About', content: 'About me' },
          { value: 'skills', label: 'Skills', content: 'My skills' },
        ]}
      />,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('About me');
    await userEvent.click(screen.getByRole('tab', { name: 'Skills' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('My skills');
  });

  it('runs the chosen menu item', async () => {
    const onDelete = vi.fn();
    render(<Menu trigger={<Button>Actions</Button>} items={[{ label: 'Rename', onSelect: vi.fn() }, { label: 'Delete', onSelect: onDelete, danger: true }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
