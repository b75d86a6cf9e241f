export { Link } from './Link';
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type Navigate,
  type RouteDefinition,
} from './Router';
