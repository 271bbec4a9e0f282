// The names the app imports from the shared libraries whose entry re-exports far more than the app uses
// (issue 15: login within 150 KiB). A shared module's exports all count as used, so webpack keeps every one of
// them — React Router's data routers, loaders and forms, react-i18next's <Trans> and its HTML parser — although
// no package imports them. `keep-exports-loader` exports only these names from the library's entry, and the
// rest is left out of the shell's chunks.
//
// The list is the shared surface of these libraries for every remote: a remote that imports another name
// gets `undefined` from the shell. `shared-exports.test.mjs` (run by `npm test`) fails when any package
// imports a name that is not listed here; add it here when a package starts using it.
module.exports = {
  'react-router-dom': [
    'BrowserRouter',
    'Link',
    'MemoryRouter',
    'Navigate',
    'Outlet',
    'Route',
    'Routes',
    'useLocation',
    'useNavigate',
    'useParams',
    'useSearchParams',
  ],
  'react-i18next': ['I18nextProvider', 'getI18n', 'initReactI18next', 'useTranslation'],
};
