import { loadOnce } from '../utils/loadOnce';
import { fallbackLanguage } from './languages';

/** One language's texts of a catalogue, by message key. */
export type Messages = Record<string, string>;

/** Loads one language's texts (a dynamic import), so a page carries only the language it shows. */
export type MessagesLoader = () => Promise<Messages>;

/**
 * One package's messages: an i18next namespace with its English texts and any others (at least Arabic),
 * either given at once (`resources`) or loaded per language on first use (`load`).
 */
export interface Catalogue {
  namespace: string;
  resources?: { en: Messages } & Record<string, Messages>;
  load?: { en: MessagesLoader } & Record<string, MessagesLoader>;
}

// Loaded texts are kept for the page's life, by catalogue and language, so every i18next instance and
// every provider finds them without loading twice. (Two catalogues may fill one namespace: a host's first
// page's texts and its later sections'.)
const loaded = new WeakMap<Catalogue, Map<string, Messages>>();
const loads = new WeakMap<Catalogue, Map<string, () => Promise<Messages>>>();
const used = new Set<Catalogue>();
// The last failed load of a language, until a render takes it (see `takeLoadFailure`).
const failures = new WeakMap<Catalogue, Map<string, { error: unknown }>>();

function byLanguage<T>(cache: WeakMap<Catalogue, Map<string, T>>, catalogue: Catalogue): Map<string, T> {
  let languages = cache.get(catalogue);
  if (!languages) {
    languages = new Map();
    cache.set(catalogue, languages);
  }
  return languages;
}

/** The languages a catalogue has texts for. */
export function catalogueLanguages(catalogue: Catalogue): string[] {
  return Object.keys(catalogue.resources ?? catalogue.load ?? {});
}

/** The language whose texts stand for `locale`: its own when the catalogue has it, else English. */
export function catalogueLanguageFor(catalogue: Catalogue, locale: string): string {
  return catalogueLanguages(catalogue).includes(locale) ? locale : fallbackLanguage;
}

/** A language's texts when they are at hand (given, or loaded before); `undefined` while not loaded. */
export function loadedMessages(catalogue: Catalogue, language: string): Messages | undefined {
  return catalogue.resources?.[language] ?? loaded.get(catalogue)?.get(language);
}

/**
 * The last failed load of a language's texts: a render that suspended on the load throws it to its error
 * boundary instead of asking again at once (which would retry a lasting failure without end). It stands
 * for the rest of the task that met it, so React's own immediate synchronous retry of a failed render meets
 * it too and the error reaches the boundary; a later render (the boundary's retry) loads again.
 */
export function loadFailure(catalogue: Catalogue, language: string): { error: unknown } | undefined {
  const failure = failures.get(catalogue)?.get(language);
  if (failure) setTimeout(() => failures.get(catalogue)?.delete(language), 0);
  return failure;
}

/** Loads a language's texts once; later calls share the first load. */
export function loadMessages(catalogue: Catalogue, language: string): Promise<Messages> {
  const ready = loadedMessages(catalogue, language);
  if (ready) return Promise.resolve(ready);
  const loader = catalogue.load?.[language];
  if (!loader) {
    const error = new Error(`No ${language} texts in catalogue "${catalogue.namespace}".`);
    byLanguage(failures, catalogue).set(language, { error });
    return Promise.reject(error);
  }
  used.add(catalogue);
  const languageLoads = byLanguage(loads, catalogue);
  let load = languageLoads.get(language);
  if (!load) {
    load = loadOnce(() =>
      loader().then(
        (messages) => {
          byLanguage(loaded, catalogue).set(language, messages);
          return messages;
        },
        (error: unknown) => {
          byLanguage(failures, catalogue).set(language, { error });
          throw error;
        },
      ),
    );
    languageLoads.set(language, load);
  }
  return load();
}

/** Every lazy catalogue asked for so far: what a language change has to load in the new language. */
export function cataloguesInUse(): Catalogue[] {
  return [...used];
}

/**
 * Loads the texts `locale` needs from each catalogue before the first render (or a language change), so
 * components show their words at once instead of waiting on them.
 */
export async function preloadCatalogues(catalogues: readonly Catalogue[], locale: string): Promise<void> {
  await Promise.all(
    catalogues.map((catalogue) => loadMessages(catalogue, catalogueLanguageFor(catalogue, locale))),
  );
}
