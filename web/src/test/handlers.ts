import { http, HttpResponse } from 'msw';
import type { SettingsResponseDto } from '../api/settings';

export const demoSettings: SettingsResponseDto = {
  app: { repo: 'https://example.org/waypoint', version: '9.8.7' },
};

export const handlers = [http.get('*/api/settings', () => HttpResponse.json(demoSettings))];
