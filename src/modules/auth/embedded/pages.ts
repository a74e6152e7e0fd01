/** Server-rendered pages of the embedded identity provider: sign-in and registration. */
const escape = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const STYLE = `
  body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f5f7fb;color:#1f2937;
    font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Liberation Sans',sans-serif}
  main{width:100%;max-width:400px;margin:1.5rem;background:#fff;border:1px solid #e5e7eb;border-radius:12px;
    box-shadow:0 10px 30px rgba(15,23,42,.08);padding:2rem}
  .brand{font-weight:700;color:#2563eb;margin-bottom:.5rem} h1{font-size:1.4rem;margin:.25rem 0 1.25rem}
  label{display:block;font-weight:600;font-size:.9rem;margin:.9rem 0 .3rem}
  input{width:100%;box-sizing:border-box;padding:.6rem .7rem;border:1px solid #cbd5e1;border-radius:8px;font:inherit}
  input:focus{outline:3px solid #93c5fd;border-color:#2563eb}
  button{width:100%;margin-top:1.4rem;padding:.75rem;border:0;border-radius:8px;background:#2563eb;color:#fff;
    font:inherit;font-weight:600;cursor:pointer} button:hover{background:#1d4ed8}
  .error{background:#fef2f2;border:1px solid #fecaca;color:#991b1b;border-radius:8px;padding:.6rem .8rem;margin-bottom:.5rem}
  .alt{margin-top:1.2rem;font-size:.92rem;text-align:center} a{color:#2563eb}`;

/** Submits the provider's sign-out form, so members are not asked twice. */
const AUTO_SUBMIT = 'document.forms[0].submit()';

/** The only inline style and script of these pages: the Content-Security-Policy allows them by hash. */
export const EMBEDDED_PAGE_INLINE_SOURCES = { styles: [STYLE], scripts: [AUTO_SUBMIT] };

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · Waypoint</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head><body><main>
<div class="brand">Waypoint</div>${body}</main></body></html>`;
}

export function loginPage(uid: string, opts: { error?: string; username?: string } = {}): string {
  return page(
    'Sign in',
    `<h1>Sign in to your account</h1>
${opts.error ? `<div class="error" role="alert">${escape(opts.error)}</div>` : ''}
<form method="post" action="/oidc/interaction/${escape(uid)}/login" autocomplete="on">
  <label for="username">Username or email</label>
  <input id="username" name="username" required maxlength="254" autocomplete="username" value="${escape(opts.username)}" autofocus>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" required maxlength="128" autocomplete="current-password">
  <button type="submit">Sign in</button>
</form>
<p class="alt">New to Waypoint? <a href="/oidc/interaction/${escape(uid)}/register">Create an account</a></p>`,
  );
}

export interface RegisterValues {
  username?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
}

export function registerPage(uid: string, opts: { errors?: string[]; values?: RegisterValues } = {}): string {
  const v = opts.values ?? {};
  return page(
    'Register',
    `<h1>Create your account</h1>
${opts.errors?.length ? `<div class="error" role="alert">${opts.errors.map(escape).join('<br>')}</div>` : ''}
<form method="post" action="/oidc/interaction/${escape(uid)}/register">
  <label for="username">Username</label>
  <input id="username" name="username" required minlength="3" maxlength="64" pattern="[A-Za-z0-9._-]+" autocomplete="username" value="${escape(v.username)}">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" required maxlength="254" autocomplete="email" value="${escape(v.email)}">
  <label for="firstName">First name</label>
  <input id="firstName" name="firstName" maxlength="100" autocomplete="given-name" value="${escape(v.firstName)}">
  <label for="lastName">Last name</label>
  <input id="lastName" name="lastName" maxlength="100" autocomplete="family-name" value="${escape(v.lastName)}">
  <label for="password">Password (at least 10 characters)</label>
  <input id="password" name="password" type="password" required minlength="10" maxlength="128" autocomplete="new-password">
  <button type="submit">Create account and sign in</button>
</form>
<p class="alt">Already registered? <a href="/oidc/interaction/${escape(uid)}">Sign in</a></p>`,
  );
}

/** Sent by the provider at sign-out; submits itself so members are not asked twice. */
export function logoutSourcePage(form: string): string {
  return page(
    'Signing out',
    `<h1>Signing out…</h1>${form}<script>${AUTO_SUBMIT}</script>
<noscript><p>Press the button to finish signing out.</p></noscript>`,
  ).replace('</form>', '<input type="hidden" name="logout" value="yes"><button type="submit">Sign out</button></form>');
}

/** A dead end of the sign-in flow (an expired or unknown interaction, a provider error). */
export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escape(title)}</h1>${message ? `<p>${escape(message)}</p>` : ''}<p class="alt"><a href="/login">Start again</a></p>`);
}

/** Shown by the provider after sign-out when no return address was given. */
export function signedOutPage(): string {
  return page('Signed out', '<h1>You are signed out</h1><p class="alt"><a href="/login">Sign in again</a></p>');
}
