import { paths } from '@portal/api';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, banners, notices, promotions } from '../db/schema';
import { seedDemoBrand } from '../seed/seedDemoBrand';
import { databaseCases } from '../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../testing/testPlatform';

describe.each(databaseCases())('content routes on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
  });
  afterAll(() => tp.close());

  const get = (url: string) => tp.app.inject({ method: 'GET', url });
  const value = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    expect(res.json().success).toBe(true);
    return res.json().value;
  };
  const expectBadInput = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(400);
    expect(res.json(), url).toMatchObject({ success: false, code: 'BAD_INPUT' });
  };

  it('lists the published announcements, newest first, 9 a page, in Arabic and English', async () => {
    const base = `${paths.announcements}?types=B,PL,PU,PR,H&platform=W`;
    const first = await value(`${base}&language=en&pageNo=1`);
    expect(first.totalPages).toBe(2);
    expect(first.pageNo).toBe(1);
    expect(first.list).toHaveLength(9);
    expect(first.list[0]).toMatchObject({
      id: 4,
      title: 'Welcome aboard: secure your account',
      execution: 'F',
    });
    const dates = first.list.map((item: { startDate: number }) => item.startDate);
    expect(dates).toEqual(dates.toSorted((a: number, b: number) => b - a));
    expect(dates.every((date: number) => date <= tp.clock.now())).toBe(true);
    const second = await value(`${base}&language=en&pageNo=2`);
    expect(second.list.map((item: { id: number }) => item.id)).toEqual([10, 11]);
    // The scheduled one (id 12) is not published yet.
    expect([...first.list, ...second.list].some((item: { id: number }) => item.id === 12)).toBe(false);
    const ar = await value(`${base}&language=ar&pageNo=2`);
    expect(ar.list[0].title).toBe('احذر من المنتحلين');
    expect(ar.list[0].content).toMatch(/^<p>لن يطلب منك موظفونا/);
    expect((await value(`${base}&pageNo=3&language=en`)).list).toEqual([]);
    // Languages without their own content read English; no language reads the site's default (Arabic).
    expect((await value(`${base}&language=fr`)).list[0].title).toBe('Welcome aboard: secure your account');
    expect((await value(base)).list[0].title).toBe('مرحبًا بك معنا: احمِ حسابك');
  });

  it('filters announcements by execution and type, with sanitised HTML content', async () => {
    const popups = await value(
      `${paths.announcements}?types=B,PL,PU,PR,H&platform=W&execution=B&language=en`,
    );
    expect(popups.list.map((item: { execution: string }) => item.execution)).toEqual(['B', 'B', 'B', 'B']);
    const firstLogin = await value(`${paths.announcements}?types=B,PL,PU,PR,H&execution=A,F&language=en`);
    const audiences = firstLogin.list.map((item: { execution: string }) => item.execution);
    expect(new Set(audiences)).toEqual(new Set(['A', 'F']));
    const promos = await value(`${paths.announcements}?types=PR&platform=W&language=en&pageSize=20`);
    expect(promos.list.map((item: { promotionType: string }) => item.promotionType)).toEqual(['PR', 'PR']);
    expect(promos.totalPages).toBe(1);
    const withLink = promos.list.find((item: { id: number }) => item.id === 2);
    expect(withLink.content).toContain(
      '<a href="https://www.portal.example/promotions" rel="noopener noreferrer" target="_blank">',
    );
    expect(JSON.stringify(promos)).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('refuses bad announcement queries with 400', async () => {
    for (const query of [
      'types=B,XX&platform=W',
      'types=&platform=W',
      'types=B&platform=M',
      'types=B&execution=Z',
      'types=B&execution=A,Z',
      'types=B&execution=',
      'types=B&pageNo=0',
      'types=B&pageNo=abc',
      'types=B&pageSize=51',
      'types=B&pageSize=-1',
      'types=B&types=PL',
      `types=B&language=${'x'.repeat(40)}`,
    ]) {
      await expectBadInput(`${paths.announcements}?${query}`);
    }
  });

  it('serves the banners of a group with their SVG images, both titles drawn', async () => {
    const home = await value(`${paths.banners}?groupName=w_home&language=en`);
    expect(home).toHaveLength(3);
    expect(home[0]).toEqual({
      id: 1,
      url: '/wps/media/banner/1.svg',
      title: 'Welcome bonus: 100% up to $200',
      linkageType: 'PROMOTION',
      linkage: '1',
    });
    for (const group of ['w_login', 'w_register', 'w_leftmenu', 'w_forget']) {
      expect((await value(`${paths.banners}?groupName=${group}&language=ar`)).length).toBeGreaterThan(0);
    }
    const arHome = await value(`${paths.banners}?groupName=w_home&language=ar`);
    expect(arHome[0].title).toBe('مكافأة الترحيب: 100% حتى 200 دولار');
    const image = await get(home[0].url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body).toContain('Welcome bonus: 100% up to $200');
    expect(image.body).toContain('مكافأة الترحيب: 100% حتى 200 دولار');
    // Each group's art is drawn in the shape of its frame in the portal: home 3:1, dialogs 5:2, menu 2:1.
    expect(image.body).toContain('viewBox="0 0 1200 400"');
    for (const [group, viewBox] of [
      ['w_login', '0 0 1000 400'],
      ['w_leftmenu', '0 0 600 300'],
    ]) {
      const [banner] = await value(`${paths.banners}?groupName=${group}&language=en`);
      expect((await get(banner.url)).body).toContain(`viewBox="${viewBox}"`);
    }
    expect(image.body).not.toMatch(/<script|href=|https?:\/\/(?!www\.w3\.org)/);
    expect((await get(home[0].url)).body).toBe(image.body);
    // The configuration's image CDNs (/cdn/a, /cdn/b) serve the same image; an edge serves nothing else.
    expect((await get(`/cdn/b${home[0].url}`)).body).toBe(image.body);
    expect((await get(`/cdn/b${paths.siteConfig}`)).statusCode).toBe(404);
    for (const missing of [
      '/wps/media/banner/999.svg',
      '/wps/media/banner/x.svg',
      '/wps/media/banner/1.png',
    ]) {
      const res = await get(missing);
      expect(res.statusCode, missing).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    await expectBadInput(`${paths.banners}?groupName=w_casino`);
    await expectBadInput(paths.banners);
  });

  it('serves the notices of each kind', async () => {
    const marquee = await value(`${paths.notices}?type=banner&language=en`);
    expect(marquee.map((notice: { id: number }) => notice.id)).toEqual([1, 2]);
    expect(marquee[0]).not.toHaveProperty('content');
    const popup = await value(`${paths.notices}?type=popup&language=ar`);
    expect(popup[0]).toEqual({
      id: 5,
      title: 'مكافأة ترحيبية للأعضاء الجدد',
      content: '<p>أجرِ إيداعك الأول واحصل على <strong>مكافأة 100% حتى 200 دولار</strong>.</p>',
    });
    expect(await value(`${paths.notices}?type=player&language=en`)).toHaveLength(2);
    expect(await value(`${paths.notices}?type=promotion&language=en`)).toHaveLength(2);
    await expectBadInput(`${paths.notices}?type=admin`);
  });

  it('serves the promotion categories and the running promotions, with their images', async () => {
    const all = await value(`${paths.promotions}?language=en`);
    expect(all.categories).toEqual([
      { code: 'NEW_MEMBER', name: 'New members' },
      { code: 'DAILY', name: 'Daily offers' },
      { code: 'REFERRAL', name: 'Refer a friend' },
    ]);
    expect(all.list.map((promotion: { id: number }) => promotion.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const daily = all.list.find((promotion: { id: number }) => promotion.id === 4);
    expect(daily).toMatchObject({ category: 'DAILY', endDate: null, imageUrl: '/wps/media/promotion/4.svg' });
    expect(daily.startDate).toBeLessThan(tp.clock.now());
    const referral = await value(`${paths.promotions}?language=ar&category=REFERRAL`);
    expect(referral.categories[2]).toEqual({ code: 'REFERRAL', name: 'ادعُ صديقًا' });
    expect(referral.list.map((promotion: { category: string }) => promotion.category)).toEqual([
      'REFERRAL',
      'REFERRAL',
    ]);
    expect((await value(`${paths.promotions}?category=UNKNOWN`)).list).toEqual([]);
    const image = await get('/wps/media/promotion/5.svg');
    expect(image.statusCode).toBe(200);
    expect(image.body).toContain('ادعُ صديقًا واحصلا معًا على 10 دولارات');
    expect((await get('/wps/media/promotion/77.svg')).statusCode).toBe(404);
    await expectBadInput(`${paths.promotions}?category=${encodeURIComponent("' OR 1=1 --")}`);
  });

  it('seeds the content once: a second seed changes nothing', async () => {
    const counts = async () =>
      Promise.all(
        [announcements, banners, notices, promotions].map(
          async (table) => (await tp.platform.db.select({ total: count() }).from(table))[0]?.total,
        ),
      );
    const before = await counts();
    expect(before).toEqual([24, 8, 14, 14]);
    await seedDemoBrand(tp.platform);
    expect(await counts()).toEqual(before);
  });
});
