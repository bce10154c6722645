// The site's react-i18next: the hook and the plugin that binds the i18next instance.
//
// react-i18next is a shared singleton (one binding for the site's one i18next instance), and a shared module is
// loaded whole (see package-subsets.ts): its index also carries <Trans> with its HTML parser, the ICU <IcuTrans>, the
// HOCs, <Translation> and the server-rendering helpers, which the site does not use. The names below are what
// design-system/src/i18n imports.
export { initReactI18next, useTranslation } from 'astrosetu-react-i18next-full';
