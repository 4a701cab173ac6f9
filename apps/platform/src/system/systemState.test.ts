import { describe, expect, it } from 'vitest';
import { databaseCases } from '../testing/testDatabases';
import { applyStartupSwitches, defaultSystemState, loadSystemState, statusFor } from './systemState';

describe('statusFor', () => {
  const visitor = { ip: '203.0.113.9' };
  it('is 0 normally, 1 in maintenance, 2 when restricted, maintenance winning', () => {
    expect(statusFor(defaultSystemState, visitor)).toBe(0);
    const restricted = { enabled: true, ips: [], countries: [] };
    expect(statusFor({ ...defaultSystemState, regionRestriction: restricted }, visitor)).toBe(2);
    expect(statusFor({ maintenance: { enabled: true }, regionRestriction: restricted }, visitor)).toBe(1);
  });
});

describe.each(databaseCases())('start-up switches on $name', ({ open }) => {
  it('apply over the stored state only when configured', async () => {
    const { db, close } = await open();
    try {
      expect(await applyStartupSwitches(db, { maintenance: undefined, regionRestricted: undefined })).toEqual(
        defaultSystemState,
      );
      await applyStartupSwitches(db, { maintenance: true, regionRestricted: undefined });
      expect((await loadSystemState(db)).maintenance.enabled).toBe(true);
      await applyStartupSwitches(db, { maintenance: undefined, regionRestricted: undefined });
      expect((await loadSystemState(db)).maintenance.enabled).toBe(true);
      await applyStartupSwitches(db, { maintenance: false, regionRestricted: true });
      expect(await loadSystemState(db)).toMatchObject({
        maintenance: { enabled: false },
        regionRestriction: { enabled: true },
      });
    } finally {
      await close();
    }
  });
});
