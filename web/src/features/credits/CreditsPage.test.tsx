import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render';

describe('credits', () => {
  it('names the O*NET and ESCO sources with their licences, signed out', async () => {
    renderRoute('/credits');
    expect(await screen.findByRole('heading', { name: 'Credits' })).toBeTruthy();
    expect(screen.getByText(/O\*NET 29\.2 Database/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CC BY 4.0' }).getAttribute('href')).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(screen.getByText(/not an official ESCO product/)).toBeTruthy();
  });
});
