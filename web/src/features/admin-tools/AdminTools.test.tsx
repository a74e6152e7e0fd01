import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, signedInAs } from '../../test/handlers';
import { renderRoute } from '../../test/render';
import { server } from '../../test/server';

const ok = { success: true, connectionType: 'local', url: 'http://127.0.0.1:11434', error: null, responseTime: 42, authRequired: false, isLocalhost: true, version: '0.12.3', models: ['llama3.1:8b'] };

describe('language-model admin pages', () => {
  beforeEach(() => server.use(http.get('*/auth/status', () => HttpResponse.json(signedInAs(adminUser)))));

  it('tests the local server with the prefilled host and shows the result card', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/ollama/test-connection', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ results: [ok], environment: {}, testedAt: '2026-11-23T10:00:00.000Z' });
      }),
    );
    renderRoute('/ollama-test');
    await waitFor(() => expect(screen.getByLabelText('Host')).toHaveValue('127.0.0.1'));
    await userEvent.click(screen.getByRole('button', { name: 'Test Local' }));
    const card = await screen.findByRole('article', { name: 'local result' });
    expect(card).toHaveTextContent('Connection successful');
    expect(card).toHaveTextContent('42 ms');
    expect(card).toHaveTextContent('Localhost Connection');
    expect(card).toHaveTextContent('llama3.1:8b');
    expect(sent).toEqual({ testType: 'local', localSettings: { host: '127.0.0.1', port: 11434 } });
    expect(screen.getByText('Built-in engine (waypoint-rules-1)')).toBeInTheDocument();
  });

  it('refuses a non-http host before calling the server', async () => {
    renderRoute('/ollama-test');
    const host = await screen.findByLabelText('Host');
    await userEvent.clear(host);
    await userEvent.type(host, 'ftp://gpu');
    await userEvent.click(screen.getByRole('button', { name: 'Test Local' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('http or https only');
  });

  it('keeps the parse buttons disabled until a valid file is chosen, then shows the parsed JSON', async () => {
    let form: FormData | undefined;
    server.use(
      http.post('*/api/ollama/parse-resume', async ({ request }) => {
        form = await request.formData();
        return HttpResponse.json({ parsedContent: { header: { name: 'Maya Okafor' } }, connectionType: 'local', url: 'http://127.0.0.1:11434', model: 'llama3.1:8b', responseTime: 900, fileKind: 'txt', characters: 11 });
      }),
    );
    renderRoute('/ollama-resume-parser');
    const parse = await screen.findByRole('button', { name: 'Parse with Local Ollama' });
    expect(parse).toBeDisabled();
    expect(screen.getByText('Please select a file first.')).toBeInTheDocument();
    const input = screen.getByLabelText('Resume file');
    await userEvent.upload(input, new File(['x'], 'cv.exe'), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid file type. Only PDF, JSON, and TXT files are allowed.');
    await userEvent.upload(input, new File(['Maya Okafor'], 'cv.txt', { type: 'text/plain' }));
    await waitFor(() => expect(parse).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Parsing prompt' })).toHaveValue('Parse the resume below into a JSON object with exactly six sections');
    await userEvent.click(parse);
    expect(await screen.findByText(/"name": "Maya Okafor"/)).toBeInTheDocument();
    expect(form?.get('connectionType')).toBe('local');
    expect(JSON.parse(String(form?.get('ollamaOptions')))).toEqual({ model: 'llama3.1:8b', temperature: 0.2, timeoutMs: 20000, maxTokens: 4000, topP: 0.9, topK: 40, repeatPenalty: 1.1 });
    expect(form?.has('resume')).toBe(true); // jsdom's fetch loses file names and bytes across realms; the browser test checks them
  });

  it('shows Parsing Failed with the server message', async () => {
    server.use(http.post('*/api/ollama/parse-resume', () => HttpResponse.json({ statusCode: 503, error: 'Service Unavailable', message: 'x', detail: 'The language-model server (Ollama) at http://127.0.0.1:11434 cannot be reached: ECONNREFUSED.', requestId: 'r' }, { status: 503 })));
    renderRoute('/ollama-resume-parser');
    await userEvent.upload(await screen.findByLabelText('Resume file'), new File(['Maya'], 'cv.txt'));
    await userEvent.click(screen.getByRole('button', { name: 'Parse with Local Ollama' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Parsing Failed The language-model server (Ollama) at http://127.0.0.1:11434 cannot be reached: ECONNREFUSED.');
  });

  it('links the hub to both pages, and each page back to the hub', async () => {
    renderRoute('/api-test');
    await userEvent.click(await screen.findByRole('button', { name: 'Open Resume Parser Test' }));
    expect(await screen.findByRole('heading', { name: 'Resume Parser Test' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '← Back to API Tests' }));
    expect(await screen.findByRole('heading', { name: 'API Doc and Testing Pages' })).toBeInTheDocument();
  });
});
