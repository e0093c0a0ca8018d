// The narrow router layer, shared as one federation singleton (docs/decisions/002). The shell owns the
// router; remotes read params and navigate through these, so every build sees the same router context.
// Add an export here when a screen needs it; never import react-router-dom elsewhere (lint enforces it).
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  useNavigate,
  useParams,
  useSearchParams,
  useLocation,
  useNavigationType,
  matchPath,
  generatePath,
} from 'react-router-dom';
export type { NavigateFunction, Location } from 'react-router-dom';
