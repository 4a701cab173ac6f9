import { accountCatalogue } from '@portal/account';
import { agentCatalogue } from '@portal/agent';
import { formsCatalogue } from '@portal/forms';
import { lobbyScreensCatalogue } from '@portal/lobby';
import * as ui from '@portal/ui';
import { afterEach, expect, it, vi } from 'vitest';
import { appI18n } from './appI18n';
import { languageStorageKey } from './languageStorage';
import { loadWithTexts } from './loadWithTexts';
import { portalSectionsCatalogue } from './portalSectionsCatalogue';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

it("loads a chunk together with the texts of the kit's panels, the forms, the account's flows, the agent centre, the lobby's screens and the portal's sections", async () => {
  localStorage.setItem(languageStorageKey, 'en');
  const preload = vi.spyOn(ui, 'preloadCatalogues');
  const chunk = { Page: 'page' };
  await expect(loadWithTexts(async () => chunk)).resolves.toBe(chunk);
  expect(preload).toHaveBeenCalledWith(
    [
      ui.uiPanelsCatalogue,
      formsCatalogue,
      accountCatalogue,
      agentCatalogue,
      lobbyScreensCatalogue,
      portalSectionsCatalogue,
    ],
    'en',
  );
  // The portal's own section texts are in its instance, beside the first page's.
  expect(appI18n().getFixedT('en', 'portal')('help.title')).toBe('Help center');
  expect(appI18n().getFixedT('en', 'portal')('app.skipToContent')).toBe('Skip to content');
});

it('fails when the chunk fails, so the section offers its retry', async () => {
  await expect(loadWithTexts(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
});
