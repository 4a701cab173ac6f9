/**
 * The sandbox provider's consent page (`/wps/oauth/{provider}/authorize`): links only, no form. What it
 * shows (the demo people with their consent links, the cancel link) comes from `oauthConsentPage`, asked
 * with this page's own query; the platform makes every link and checks the redirect.
 */
import { paths, type OAuthConsentPageValue } from '@portal/api';
import { fill, h } from '../shared/dom';
import { pageValue, setLanguage } from '../shared/pageValue';
import { consentTexts } from './consentTexts';
import '../shared/page.css';
import '../shared/card.css';
import './consent.css';

const provider = /\/oauth\/([a-z]+)\//.exec(location.pathname)?.[1] ?? '';
const query = new URLSearchParams(location.search);

const page = await pageValue<OAuthConsentPageValue>(paths.oauthConsentPage.replace('{provider}', provider), {
  redirectUri: query.get('redirectUri'),
  state: query.get('state'),
  lang: query.get('lang'),
});
const t = consentTexts[page.lang];
const title = fill(t.title, { provider: page.providerName });
setLanguage(page.lang, title);
document.body.append(
  h(
    'main',
    {},
    h('h1', {}, title),
    h('p', {}, fill(t.intro, { provider: page.providerName })),
    h(
      'ul',
      {},
      ...page.identities.map((identity) =>
        h(
          'li',
          {},
          h(
            'a',
            { class: 'person', href: identity.href },
            h('span', {}, `${t.continueAs} `, h('strong', {}, identity.name)),
            h('small', { dir: 'ltr' }, identity.email),
          ),
        ),
      ),
    ),
    h('a', { class: 'cancel', href: page.cancelHref }, t.cancel),
  ),
);
