import { createHash } from 'node:crypto';
import { EARLY_TAPS_REPLAY, PAGE_SCRIPTS_ID } from '../../domain/prerender';

/**
 * The inline script of a drawn page's head (ADR 0030). The page paints from its HTML and CSS
 * alone; the app's modules are asked for once the browser reports that paint (first-contentful-
 * paint: the frame is on screen, not just drawn), so on a slow connection they do not share the
 * line with the stylesheet and the page's images. A page that never paints (a tab opened in the
 * background) asks for them a second after its load event. Until the app
 * has hydrated, a tap on a button (or a form sent) is held and then done again, so nothing tapped
 * early is lost; links work as plain links. It is the same text on every page, so the CSP allows it
 * by its hash and still refuses any other inline script.
 */
export const AFTER_PAINT_LOADER = `(()=>{const d=document,q=[];let loaded=false;
const hold=(e)=>{const el=e.target instanceof Element?e.target:null;
const t=el&&el.closest(e.type==='submit'?'form':'button,[role="button"],input[type="checkbox"],input[type="radio"],input[type="submit"],input[type="button"],summary');
if(!t||t.closest('a[href]'))return;e.preventDefault();e.stopImmediatePropagation();q.push([e.type,t]);};
d.addEventListener('click',hold,true);d.addEventListener('submit',hold,true);
window.${EARLY_TAPS_REPLAY}=()=>{d.removeEventListener('click',hold,true);d.removeEventListener('submit',hold,true);
for(const [type,t] of q.splice(0))if(t.isConnected)type==='submit'?t.requestSubmit():t.click();};
const load=()=>{if(loaded)return;loaded=true;const s=JSON.parse(d.getElementById('${PAGE_SCRIPTS_ID}').textContent);
for(const href of s.preload){const l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;d.head.append(l);}
const m=d.createElement('script');m.type='module';m.crossOrigin='';m.src=s.entry;d.head.append(m);};
const after=()=>setTimeout(load,0);
try{new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();after();}}).observe({type:'paint',buffered:true});}
catch{requestAnimationFrame(after);}
addEventListener('load',()=>setTimeout(load,1000));})();`;

/** For the CSP's script-src. */
export const AFTER_PAINT_LOADER_CSP = `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;
