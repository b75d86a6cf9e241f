export { Link } from './Link';
export {
  BrowserRouter,
  MemoryRouter,
  preloadRoute,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type Navigate,
  type RouteDefinition,
} from './Router';
