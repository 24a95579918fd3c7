import Image from "next/image";
import { lessonSvgSize } from "@/lib/course/lesson-image-files";
import { isSvg } from "@/lib/course/lesson-images";

/**
 * `<Figure src alt caption />`: a lesson image (local under public/lessons, or the configured image host).
 *
 * SVG diagrams skip the image optimiser, which refuses SVG (`dangerouslyAllowSVG` stays off), and are shown at the
 * size their file declares, no wider than the text; so their box has its final shape before the file arrives.
 */
export function Figure({ src, alt, caption, width = 1200, height = 675 }: { src: string; alt: string; caption?: string; width?: number; height?: number }) {
  const svg = isSvg(src);
  const size = (svg && lessonSvgSize(src)) || { width, height };
  return (
    <figure className="my-6">
      <Image
        src={src}
        alt={alt}
        width={size.width}
        height={size.height}
        unoptimized={svg}
        sizes={svg ? undefined : "(min-width: 768px) 720px, 100vw"}
        className={svg ? "mx-auto block h-auto max-w-full rounded-md border border-slate-200" : "h-auto w-full rounded-md border border-slate-200"}
        // next/image puts style="color:transparent" on the tag, which the Content-Security-Policy refuses (no
        // inline styles). An empty colour leaves the attribute out; undefined would not reach this client component.
        style={{ color: "" }}
      />
      {caption && <figcaption className="mt-2 text-center text-sm text-slate-600">{caption}</figcaption>}
    </figure>
  );
}
