import { createHash } from 'node:crypto';
import { EARLY_TAPS_REPLAY, PAGE_SCRIPTS_ID } from '../../domain/prerender';

/**
 * The inline script of a drawn page's head (ADR 0030). The page paints from its HTML and CSS
 * alone; the app's modules are asked for once the browser reports that paint (first-contentful-
 * paint: the frame is on screen, not just drawn), the entry first and the modules it imports a few
 * per task, so on a slow connection they do not share the
 * line with the stylesheet and the page's images. A page that never paints (a tab opened in the
 * background) asks for them a second after its load event.
 *
 * Until the app has hydrated, a tap on a button (its pointerdown, which menus open on, and its
 * click) or a form sent is held, and what is typed or chosen in a server-drawn field is noted.
 * When the app calls the replay, in the next task each noted field is hydrated (an `input` event
 * makes React hydrate a part that still waits, ADR 0029), gets back the value it had when typed in
 * (a render of the hydrated part may have drawn its old value over it) and announces it (input and
 * change events) so the app's state takes it in: React sees a change only against the value it
 * last noted for the field, which the field's hydration took from the typed text, so the field is
 * first given another value through React's property, then the typed one with the element's own
 * setter (web/lib/defer-hydration.tsx does the same). Taps stay held until then (a tap right
 * after the replay was called would otherwise reach the form before its fields are told); in the
 * task after, the held taps are done (on
 * the same element, or on the one the app drew in its place). Nothing done early is
 * lost; links work as plain links. It is the same text on every page, so the CSP allows it by its
 * hash and still refuses any other inline script.
 */
/**
 * Each modulepreload link starts a request as it is added: 30 of them in one go were one task of
 * ≈ 10 ms on a fast desktop (40–80 ms on a phone, a long task). The entry goes first, then the
 * links a few per task.
 */
const PRELOADS_PER_TASK = 6;

export const AFTER_PAINT_LOADER = `(()=>{const d=document,q=[],typed=new Map();let loaded=false;
const hold=(e)=>{const el=e.target instanceof Element?e.target:null;
const t=el&&el.closest(e.type==='submit'?'form':'button,[role="button"],input[type="checkbox"],input[type="radio"],input[type="submit"],input[type="button"],summary');
if(!t||t.closest('a[href]'))return;e.preventDefault();e.stopImmediatePropagation();
const path=[];for(let n=t;n&&n!==d.body;n=n.parentElement)path.unshift([...n.parentElement.children].indexOf(n));
q.push([e.type,t,path,e.type==='pointerdown'?{bubbles:true,cancelable:true,button:e.button,buttons:e.buttons,pointerType:e.pointerType,pointerId:e.pointerId,isPrimary:e.isPrimary,clientX:e.clientX,clientY:e.clientY}:null]);};
const note=(e)=>{const t=e.target;if((t instanceof HTMLInputElement&&!['checkbox','radio','file'].includes(t.type))||t instanceof HTMLTextAreaElement||t instanceof HTMLSelectElement)typed.set(t,t.value);};
const on=['pointerdown','click','submit','input','change'],fn=[hold,hold,hold,note,note];
on.forEach((n,i)=>d.addEventListener(n,fn[i],true));
window.${EARLY_TAPS_REPLAY}=(before)=>{if((q.length||typed.size)&&before)before();
setTimeout(()=>{for(const [t,v] of typed)if(t.isConnected){t.dispatchEvent(new Event('input',{bubbles:true}));
const set=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),'value').set;t.value=v+' ';set.call(t,v);
t.dispatchEvent(new Event('input',{bubbles:true}));t.dispatchEvent(new Event('change',{bubbles:true}));}
on.forEach((n,i)=>d.removeEventListener(n,fn[i],true));
const at=(t,path)=>{if(t.isConnected)return t;let n=d.body;for(const i of path)n=n&&n.children[i];return n&&n.tagName===t.tagName?n:null;};
setTimeout(()=>{for(const [type,t,path,init] of q.splice(0)){const el=at(t,path);if(el)type==='submit'?el.requestSubmit():init?el.dispatchEvent(new PointerEvent(type,init)):el.click();}},0);},0);};
const load=()=>{if(loaded)return;loaded=true;const s=JSON.parse(d.getElementById('${PAGE_SCRIPTS_ID}').textContent);
const m=d.createElement('script');m.type='module';m.crossOrigin='';m.src=s.entry;d.head.append(m);
const rest=[...s.preload];const step=()=>{for(const href of rest.splice(0,${PRELOADS_PER_TASK})){const l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;d.head.append(l);}if(rest.length)setTimeout(step,0);};step();};
const after=()=>setTimeout(load,0);
try{new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();after();}}).observe({type:'paint',buffered:true});}
catch{requestAnimationFrame(after);}
addEventListener('load',()=>setTimeout(load,1000));})();`;

/** For the CSP's script-src. */
export const AFTER_PAINT_LOADER_CSP = `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;
