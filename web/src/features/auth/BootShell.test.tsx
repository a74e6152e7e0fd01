import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { memberUser, signedInAs } from '../../test/handlers';
import { renderRoute } from '../../test/render';
import { server } from '../../test/server';
import { BootShell } from './BootShell';

/** Markup with the whitespace between tags removed (index.html is indented; React writes none). */
const compact = (html: string) => html.replace(/>\s+</g, '><').trim();

describe('the boot frame', () => {
  it('is the same in index.html as the one React renders while it waits', () => {
    const html = readFileSync(join(__dirname, '../../../index.html'), 'utf8');
    const page = new DOMParser().parseFromString(html, 'text/html');
    const { container } = render(<BootShell />);
    expect(compact(page.getElementById('root')?.innerHTML ?? '')).toBe(compact(container.innerHTML));
  });

  it('stays on screen until the sign-in state arrives, then gives way to the shell', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/auth/status', async () => {
        await answered;
        return HttpResponse.json(signedInAs(memberUser));
      }),
    );
    const { container } = renderRoute('/dashboard');
    expect(container.querySelector('.brand-name')).toHaveTextContent('Waypoint');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(container.querySelectorAll('.topbar')).toHaveLength(1);
  });
});
