import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContextMenu, PdfViewer } from '.';

// pdf.js cannot run under jsdom: its browser build throws "DOMMatrix is not defined" as soon as it
// is imported. So PdfViewer's dynamic import('pdfjs-dist') gets this stand-in, whose getDocument
// answers as the real one does for bytes that are not a PDF, or with a document of `pages` pages.
const pdfjs = vi.hoisted(() => ({ GlobalWorkerOptions: { workerSrc: '' }, getDocument: vi.fn() }));
vi.mock('pdfjs-dist', () => pdfjs);

function loadingTask(result: () => Promise<unknown>) {
  return { promise: result(), destroy: vi.fn(() => Promise.resolve()) };
}

describe('ContextMenu', () => {
  it('opens on right-click with its items and runs the chosen one', async () => {
    const onRename = vi.fn();
    const onDelete = vi.fn();
    render(
      <ContextMenu
        label="Actions for Backend Engineer"
        items={[
          { label: 'Rename', onSelect: onRename },
          { label: 'Archive', onSelect: vi.fn(), disabled: true },
          { label: 'Delete', onSelect: onDelete },
        ]}
      >
        <div>Backend Engineer</div>
      </ContextMenu>,
    );
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.contextMenu(screen.getByText('Backend Engineer'));
    expect(await screen.findByRole('menu', { name: 'Actions for Backend Engineer' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Rename', 'Archive', 'Delete']);
    expect(screen.getByRole('menuitem', { name: 'Archive' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onRename).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('PdfViewer', () => {
  // In braces: a function returned from beforeEach is run as its teardown, and mockReset returns the mock.
  beforeEach(() => {
    pdfjs.getDocument.mockReset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('says so when there are no bytes', () => {
    const { rerender } = render(<PdfViewer data={null} title="Resume PDF for Backend Engineer" />);
    expect(screen.getByRole('group', { name: 'Resume PDF for Backend Engineer' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('PDF data unavailable');
    rerender(<PdfViewer data={new Uint8Array()} title="Resume PDF" unavailableText="No PDF yet" />);
    expect(screen.getByRole('alert')).toHaveTextContent('No PDF yet');
    expect(pdfjs.getDocument).not.toHaveBeenCalled();
  });

  it('shows the error for bytes that are not a PDF, handing pdf.js a copy of them', async () => {
    pdfjs.getDocument.mockImplementation(() => loadingTask(() => Promise.reject(new Error('Invalid PDF structure.'))));
    const garbage = new TextEncoder().encode('this is not a PDF at all');
    render(<PdfViewer data={garbage} title="Resume PDF" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading PDF…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load PDF');
    const { data } = pdfjs.getDocument.mock.lastCall![0] as { data: Uint8Array };
    expect(data).toEqual(garbage);
    expect(data.buffer).not.toBe(garbage.buffer);
  });

  it('names a canvas per page, draws at most 20, and closes the document on unmount', async () => {
    const task = loadingTask(() => Promise.resolve({ numPages: 25, getPage: vi.fn() }));
    pdfjs.getDocument.mockReturnValue(task);
    const { unmount } = render(<PdfViewer data={new Uint8Array([37, 80, 68, 70])} title="Resume PDF" />);
    expect(await screen.findByRole('img', { name: 'Page 1 of 25' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(20);
    expect(screen.getByText('Showing the first 20 of 25 pages.')).toBeInTheDocument();
    unmount();
    expect(task.destroy).toHaveBeenCalled();
  });

  it('draws each page at the viewer width, sharpened by the pixel ratio', async () => {
    // jsdom lays nothing out and has no 2D canvas: give the viewer a phone's width and a context.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
    vi.stubGlobal('devicePixelRatio', 2);
    const renderPage = vi.fn(() => ({ promise: Promise.resolve(), cancel: vi.fn() }));
    const page = { getViewport: ({ scale }: { scale: number }) => ({ width: 612 * scale, height: 792 * scale }), render: renderPage };
    pdfjs.getDocument.mockReturnValue(loadingTask(() => Promise.resolve({ numPages: 2, getPage: vi.fn(() => Promise.resolve(page)) })));
    render(<PdfViewer data={new Uint8Array([37, 80, 68, 70])} title="Resume PDF" />);
    const second = await screen.findByRole('img', { name: 'Page 2 of 2' });
    await waitFor(() => expect(second).toHaveAttribute('data-drawn', 'true'));
    // A US Letter page (612 × 792 pt) at 390 CSS px wide and 2 device pixels per CSS pixel.
    expect(second).toHaveAttribute('width', '780');
    expect(second).toHaveAttribute('height', '1009');
    expect(renderPage).toHaveBeenCalledTimes(2);
    expect(drawImage).toHaveBeenCalledTimes(2);
  });
});
