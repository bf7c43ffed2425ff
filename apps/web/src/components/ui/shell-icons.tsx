import type { SVGProps } from 'react';

/**
 * The icons of the frame every page shows (header, chat button), drawn inline with lucide's own
 * drawings and attributes: lucide's runtime (about 1 KB) then loads only with pages that show
 * more icons. Everywhere else, import icons from lucide-react.
 */
function shellIcon(name: string, paths: string[]) {
  return function ShellIcon(props: SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
        className={`lucide lucide-${name} ${props.className ?? ''}`.trim()}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const Menu = shellIcon('menu', ['M4 5h16', 'M4 12h16', 'M4 19h16']);
export const X = shellIcon('x', ['M18 6 6 18', 'm6 6 12 12']);
export const House = shellIcon('house', [
  'M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8',
  'M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
]);
export const MessageCircle = shellIcon('message-circle', [
  'M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719',
]);
export const LogOut = shellIcon('log-out', [
  'm16 17 5-5-5-5',
  'M21 12H9',
  'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4',
]);
