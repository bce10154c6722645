// The site's react-router: its declarative API only (BrowserRouter, Routes, Link, the hooks, the matchers).
//
// react-router and react-router-dom are shared singletons, and shared modules are not tree-shaken: the full
// package (data routers, server rendering, RSC, cookies, sessions) would put ~60 KiB of gzipped JavaScript on
// every first visit. Every app's build maps both package names to this module instead, so the share scope holds
// one router instance of ~20 KiB. Importing something not listed here fails the build (exportsPresence:
// 'error'); add it here if a page truly needs it.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  NavigationType,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  useBeforeUnload,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from 'astrosetu-react-router-full';
